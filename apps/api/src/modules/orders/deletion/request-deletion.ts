import {
  type DeletionRequest,
  OrderAction,
  orderActionPermission,
  type OrderDeletionRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeDeletionRequested } from '../order-notices.js';
import { updateOrderIfVersion } from '../order-repo.js';
import {
  deletionRequestsWithIds,
  findDeletionRequestViews,
  insertDeletionRequest,
} from './repo.js';

/** The owner side asks to delete an order ('Delete request sent'); nothing is deleted yet. */
export async function requestDeletion(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: DeletionRequest,
  meta: RequestMeta,
): Promise<OrderDeletionRequest> {
  assertPermission(actor, orderActionPermission(OrderAction.REQUEST_DELETION));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    assertOrderAction(caller, access, OrderAction.REQUEST_DELETION);
    const row = await insertDeletionRequest(tx, {
      orderId,
      reason: request.reason || null,
      requestedBy: caller.id,
    });
    const updated = await updateOrderIfVersion(tx, orderId, access.order.version, {
      hasOpenDeletionRequest: true,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'deletion.requested',
      before: { hasOpenDeletionRequest: false },
      after: { requestId: row.id, hasOpenDeletionRequest: true, reason: row.reason },
      meta,
    });
    await noticeDeletionRequested(tx, updated);
    const [view] = await findDeletionRequestViews(tx, deletionRequestsWithIds([row.id]));
    if (!view) throw new Error('deletion request not found');
    return view;
  });
}
