import {
  OrderAction,
  orderActionPermission,
  type OrderDetail,
  type OrderVersionRequest,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from './order-access.js';
import { recordOrderAudit } from './order-audit.js';
import { updateOrderIfVersion } from './order-repo.js';
import { loadOrderDetail } from './order-view.js';

/** Puts a draft on the load board, at the version the user read. */
export async function publishOrder(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, orderActionPermission(OrderAction.PUBLISH));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId);
    const check = assertOrderAction(caller, access, OrderAction.PUBLISH);
    if (access.order.version !== request.version) throw new AppError('VERSION_CONFLICT');
    const status = statusAfter(check, access.order.status);
    const updated = await updateOrderIfVersion(
      tx,
      orderId,
      request.version,
      { status, publishedAt: new Date() },
      access.order.status,
    );
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'order.published',
      before: { status: access.order.status },
      after: { status },
      meta,
    });
    return loadOrderDetail(tx, caller, { ...access, order: updated });
  });
}
