import { Role, type DeletionRequestListQuery, type DeletionRequestPage } from '@freight/shared';
import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { orderDeletionRequests } from '../../../db/schema.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { accessDenied } from '../../../platform/errors/app-error.js';
import { loadOrderSummaries } from '../order-summary.js';
import { findDeletionRequestPage, findDeletionRequestViews } from './repo.js';

/** The deletion requests moderators and the CB decide (pending ones by default), newest first. */
export async function findDeletionRequests(
  db: DbExecutor,
  actor: AuthUser,
  query: DeletionRequestListQuery,
): Promise<DeletionRequestPage> {
  if (actor.role !== Role.MODERATOR && actor.role !== Role.CB) throw accessDenied();
  const { ids, total } = await findDeletionRequestPage(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const requests = await findDeletionRequestViews(db, inArray(orderDeletionRequests.id, ids));
  const summaries = await loadOrderSummaries(
    db,
    requests.map((request) => request.orderId),
    actor,
  );
  const items = requests.flatMap(({ orderId, ...request }) => {
    const order = summaries.get(orderId);
    return order ? [{ ...request, order }] : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
