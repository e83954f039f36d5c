import { aliasedTable, asc, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import {
  files,
  orderDeliveryConfirmations,
  orderFiles,
  orderPayments,
  orderRatings,
  orders,
  users,
} from '../../../db/schema.js';

/** What the trip view reads of the order (issue 9); the step rows come from step-repo.ts. */

export async function findTripOrder(db: DbExecutor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      version: orders.version,
      hasOpenProblem: orders.hasOpenProblem,
      plannedLoadingDate: orders.plannedLoadingDate,
      plannedUnloadingDate: orders.plannedUnloadingDate,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

const userName = (table: typeof users) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
});

const uploader = aliasedTable(users, 'uploader');
const reviewer = aliasedTable(users, 'reviewer');

export interface OrderFileNamedRow {
  orderFile: typeof orderFiles.$inferSelect;
  file: typeof files.$inferSelect;
  uploadedBy: { id: string; firstName: string; lastName: string };
  reviewer: { firstName: string; lastName: string } | null;
}

/** The order's files with their stored file and the names of uploader and reviewer, oldest first. */
export function findOrderFileRows(db: DbExecutor, orderId: string): Promise<OrderFileNamedRow[]> {
  return db
    .select({
      orderFile: orderFiles,
      file: files,
      uploadedBy: userName(uploader),
      reviewer: { firstName: reviewer.firstName, lastName: reviewer.lastName },
    })
    .from(orderFiles)
    .innerJoin(files, eq(files.id, orderFiles.fileId))
    .innerJoin(uploader, eq(uploader.id, orderFiles.uploadedBy))
    .leftJoin(reviewer, eq(reviewer.id, orderFiles.reviewedBy))
    .where(eq(orderFiles.orderId, orderId))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

/** The latest payment sent, with its receipt's review status; null before any. */
export async function findLatestPayment(db: DbExecutor, orderId: string) {
  const [row] = await db
    .select({
      payment: orderPayments,
      receiptFileId: orderFiles.id,
      receiptStatus: orderFiles.status,
      sentBy: userName(users),
    })
    .from(orderPayments)
    .innerJoin(orderFiles, eq(orderFiles.id, orderPayments.receiptOrderFileId))
    .innerJoin(users, eq(users.id, orderPayments.sentBy))
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(desc(orderPayments.createdAt), desc(orderPayments.id))
    .limit(1);
  return row ?? null;
}

export async function findRatingRows(db: DbExecutor, orderId: string) {
  return await db
    .select({ rating: orderRatings, ratedBy: userName(users) })
    .from(orderRatings)
    .innerJoin(users, eq(users.id, orderRatings.ratedBy))
    .where(eq(orderRatings.orderId, orderId));
}

export async function findDeliveryConfirmation(db: DbExecutor, orderId: string) {
  const [row] = await db
    .select({ confirmation: orderDeliveryConfirmations, confirmedBy: userName(users) })
    .from(orderDeliveryConfirmations)
    .innerJoin(users, eq(users.id, orderDeliveryConfirmations.confirmedBy))
    .where(eq(orderDeliveryConfirmations.orderId, orderId));
  return row ?? null;
}
