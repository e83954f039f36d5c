import {
  FileReviewStatus,
  OrderFileType,
  type OrderSide,
  type UploadableOrderFileType,
} from '@freight/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { orderFiles } from '../../../db/schema.js';

export type OrderFileRow = typeof orderFiles.$inferSelect;

export async function insertOrderFile(
  db: DbExecutor,
  values: {
    orderId: string;
    fileId: string;
    type: UploadableOrderFileType;
    side: OrderSide;
    uploadedBy: string;
  },
): Promise<OrderFileRow> {
  const [row] = await db.insert(orderFiles).values(values).returning();
  if (!row) throw new Error('order file not inserted');
  return row;
}

export async function findOrderFile(
  db: DbExecutor,
  orderId: string,
  orderFileId: string,
): Promise<OrderFileRow | null> {
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.id, orderFileId), eq(orderFiles.orderId, orderId)));
  return row ?? null;
}

/** The latest payment receipt of the order, whatever its review; null before the first. */
export async function findLatestReceipt(
  db: DbExecutor,
  orderId: string,
): Promise<OrderFileRow | null> {
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), eq(orderFiles.type, OrderFileType.PAYMENT_RECEIPT)))
    .orderBy(desc(orderFiles.createdAt), desc(orderFiles.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records the other side's decision on a pending file at the version read; null when the file
 * was reviewed or changed meanwhile.
 */
export async function recordFileReview(
  db: DbExecutor,
  orderFileId: string,
  expectedVersion: number,
  review: { status: FileReviewStatus; reviewedBy: string; rejectionReason: string | null },
): Promise<OrderFileRow | null> {
  const [row] = await db
    .update(orderFiles)
    .set({ ...review, reviewedAt: new Date(), version: sql`${orderFiles.version} + 1` })
    .where(
      and(
        eq(orderFiles.id, orderFileId),
        eq(orderFiles.version, expectedVersion),
        eq(orderFiles.status, FileReviewStatus.PENDING),
      ),
    )
    .returning();
  return row ?? null;
}
