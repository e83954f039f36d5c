import {
  OrderAction,
  orderActionPermission,
  type OrderDetail,
  type OrderUpdate,
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
import { changedFields, orderSnapshot, recordOrderAudit } from './order-audit.js';
import { listColumns, formToColumns, routeToRows, rowsToRoute } from './order-fields.js';
import { findRoutePoints, replaceRoutePoints, updateOrderIfVersion } from './order-repo.js';
import { loadOrderDetail } from './order-view.js';

/**
 * Edits an order at the version the user read (DRAFT or PUBLISHED, no carrier chosen yet).
 * PUBLISH on a draft publishes it in the same transaction; a published order stays published.
 * The audit row keeps only the fields that changed, before and after.
 */
export async function updateOrder(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderUpdate,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, orderActionPermission(OrderAction.EDIT));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId);
    const { order } = access;
    assertOrderAction(caller, access, OrderAction.EDIT);
    const publish =
      request.saveMode === 'PUBLISH' && order.status === 'DRAFT'
        ? assertOrderAction(caller, access, OrderAction.PUBLISH)
        : null;
    if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');

    const { version, saveMode: _saveMode, route, ...fields } = request;
    const routeRows = routeToRows(route);
    const status = publish ? statusAfter(publish, order.status) : order.status;
    const updated = await updateOrderIfVersion(tx, orderId, version, {
      ...formToColumns(fields),
      ...listColumns(order.number, fields.cargoName, route),
      status,
      publishedAt: order.publishedAt ?? (status === 'PUBLISHED' ? new Date() : null),
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    const previousRoute = rowsToRoute(await findRoutePoints(tx, orderId));
    await replaceRoutePoints(tx, orderId, routeRows);

    const changes = changedFields(
      orderSnapshot(order, previousRoute),
      orderSnapshot(updated, rowsToRoute(routeRows)),
    );
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'order.updated',
      before: changes.before,
      after: changes.after,
      meta,
    });
    return loadOrderDetail(tx, caller, { ...access, order: updated });
  });
}
