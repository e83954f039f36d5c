import { OrderFileType, TripStep, type FileReviewStatus, type OrderSide } from '@freight/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import {
  orderDeliveryConfirmations,
  orderFiles,
  orderRatings,
  orderTripSteps,
} from '../../../db/schema.js';

const GUARDED_FILE_TYPES = [
  OrderFileType.CARGO_PHOTO,
  OrderFileType.SEAL_PHOTO,
  OrderFileType.INVOICE,
  OrderFileType.PAYMENT_RECEIPT,
];

/** The type, review status and time of each file the trip's guards look at, newest first. */
export function findGuardedFileStates(
  db: DbExecutor,
  orderId: string,
): Promise<{ type: OrderFileType; status: FileReviewStatus; createdAt: Date }[]> {
  return db
    .select({ type: orderFiles.type, status: orderFiles.status, createdAt: orderFiles.createdAt })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.type, GUARDED_FILE_TYPES)))
    .orderBy(desc(orderFiles.createdAt), desc(orderFiles.id));
}

export async function hasDeliveryConfirmation(db: DbExecutor, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: orderDeliveryConfirmations.orderId })
    .from(orderDeliveryConfirmations)
    .where(eq(orderDeliveryConfirmations.orderId, orderId));
  return row !== undefined;
}

export async function findRatingSides(db: DbExecutor, orderId: string): Promise<OrderSide[]> {
  const rows = await db
    .select({ side: orderRatings.side })
    .from(orderRatings)
    .where(eq(orderRatings.orderId, orderId));
  return rows.map((row) => row.side);
}

/** When the order was completed (the current COMPLETED step); null before. */
export async function findCompletedAt(db: DbExecutor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ actualAt: orderTripSteps.actualAt })
    .from(orderTripSteps)
    .where(
      and(
        eq(orderTripSteps.orderId, orderId),
        eq(orderTripSteps.step, TripStep.COMPLETED),
        isNull(orderTripSteps.supersededAt),
      ),
    );
  return row?.actualAt ?? null;
}
