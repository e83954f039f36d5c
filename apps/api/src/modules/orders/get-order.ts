import type { OrderDetail } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { loadOrderCaller, requireVisibleOrder } from './core/order-access.js';
import { loadOrderDetail } from './core/order-view.js';

/** One order with what the caller may do to it; 404 when the caller may not see it. */
export async function getOrder(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<OrderDetail> {
  assertPermission(actor, 'read:order:party');
  const caller = await loadOrderCaller(db, actor);
  const access = await requireVisibleOrder(db, caller, orderId);
  return loadOrderDetail(db, caller, access);
}
