import { type DeletionRequestListQuery, type DeletionRequestPage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { loadOrderSummaries } from '../order-summary.js';
import { respondingCompanyOf } from '../../../platform/access/record-scopes.js';
import {
  deletionRequestsWithIds,
  findDeletionRequestPage,
  findDeletionRequestViews,
} from '../core/deletion-request-repo.js';

/** The deletion requests moderators and the CB decide (pending ones by default), newest first. */
export async function findDeletionRequests(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: DeletionRequestListQuery,
): Promise<DeletionRequestPage> {
  assertPermission(actor, 'read:deletion_request:any');
  const { ids, total } = await findDeletionRequestPage(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const requests = await findDeletionRequestViews(db, deletionRequestsWithIds(ids));
  const summaries = await loadOrderSummaries(
    db,
    requests.map((request) => request.orderId),
    respondingCompanyOf(actor),
  );
  const items = requests.flatMap(({ orderId, ...request }) => {
    const order = summaries.get(orderId);
    return order ? [{ ...request, order }] : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
