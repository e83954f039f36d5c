import type { OrderDetail } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { loadOrderCaller, requireVisibleOrder } from './order-access.js';
import { loadOrderDetail } from './order-view.js';

/** One order with what the caller may do to it; 404 when the caller may not see it. */
export async function getOrder(
  db: DbExecutor,
  actor: AuthUser,
  orderId: string,
): Promise<OrderDetail> {
  const caller = await loadOrderCaller(db, actor);
  const access = await requireVisibleOrder(db, caller, orderId);
  return loadOrderDetail(db, caller, access);
}
