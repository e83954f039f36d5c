import type { DeletionRequestStatus, OrderDeletionRequest } from '@freight/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { orderDeletionRequests, users } from '../../../db/schema.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { personName } from './order-repo.js';
import { readTogether } from '../../../db/read-together.js';

export type DeletionRequestRow = typeof orderDeletionRequests.$inferSelect;

/** Files a request; the partial unique index refuses a second pending one on the order. */
export async function insertDeletionRequest(
  db: DbExecutor,
  values: { orderId: string; reason: string | null; requestedBy: string },
): Promise<DeletionRequestRow> {
  try {
    const [row] = await db.insert(orderDeletionRequests).values(values).returning();
    if (!row) throw new Error('deletion request not inserted');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'order_deletion_requests_one_pending_per_order')) {
      throw new AppError('DELETION_ALREADY_REQUESTED');
    }
    throw error;
  }
}

export async function findDeletionRequestOfOrder(
  db: DbExecutor,
  orderId: string,
  requestId: string,
): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .select()
    .from(orderDeletionRequests)
    .where(
      and(eq(orderDeletionRequests.id, requestId), eq(orderDeletionRequests.orderId, orderId)),
    );
  return row ?? null;
}

/**
 * Ends the order's pending request(s) — one named by `requestId`, or any — with a status, who
 * and a comment; answers the rows it ended.
 */
export async function closePendingDeletionRequests(
  db: DbExecutor,
  orderId: string,
  outcome: {
    status: Exclude<DeletionRequestStatus, 'PENDING'>;
    decidedBy: string;
    comment: string | null;
    requestId?: string;
  },
): Promise<DeletionRequestRow[]> {
  const conditions: SQL[] = [
    eq(orderDeletionRequests.orderId, orderId),
    eq(orderDeletionRequests.status, 'PENDING'),
  ];
  if (outcome.requestId) conditions.push(eq(orderDeletionRequests.id, outcome.requestId));
  return db
    .update(orderDeletionRequests)
    .set({
      status: outcome.status,
      decidedBy: outcome.decidedBy,
      decidedAt: new Date(),
      comment: outcome.comment,
    })
    .where(and(...conditions))
    .returning();
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

/** Deletion requests with who asked and who decided, newest first. */
export async function findDeletionRequestViews(
  db: DbExecutor,
  where: SQL,
): Promise<(OrderDeletionRequest & { orderId: string })[]> {
  const rows = await db
    .select({
      request: orderDeletionRequests,
      requester: { id: requester.id, firstName: requester.firstName, lastName: requester.lastName },
      decider: { id: decider.id, firstName: decider.firstName, lastName: decider.lastName },
    })
    .from(orderDeletionRequests)
    .innerJoin(requester, eq(requester.id, orderDeletionRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, orderDeletionRequests.decidedBy))
    .where(where)
    .orderBy(desc(orderDeletionRequests.createdAt), desc(orderDeletionRequests.id));
  return rows.map((row) => ({
    id: row.request.id,
    orderId: row.request.orderId,
    reason: row.request.reason,
    status: row.request.status,
    requestedBy: { id: row.requester.id, name: personName(row.requester) },
    requestedAt: row.request.createdAt.toISOString(),
    decidedBy: row.decider ? { id: row.decider.id, name: personName(row.decider) } : null,
    decidedAt: row.request.decidedAt?.toISOString() ?? null,
    comment: row.request.comment,
  }));
}

export const deletionRequestsOfOrder = (orderId: string): SQL =>
  eq(orderDeletionRequests.orderId, orderId);
export const deletionRequestsWithIds = (ids: readonly string[]): SQL =>
  inArray(orderDeletionRequests.id, [...ids]);

/** One page of requests in a status, newest first. */
export async function findDeletionRequestPage(
  db: DbExecutor,
  query: { status: DeletionRequestStatus; limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = eq(orderDeletionRequests.status, query.status);
  const [rows, total] = await readTogether(db, [
    () =>
      db
        .select({ id: orderDeletionRequests.id })
        .from(orderDeletionRequests)
        .where(where)
        .orderBy(desc(orderDeletionRequests.createdAt), desc(orderDeletionRequests.id))
        .limit(query.limit)
        .offset(query.offset),
    () => db.$count(orderDeletionRequests, where),
  ]);
  return { ids: rows.map((row) => row.id), total };
}
