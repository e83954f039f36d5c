import { OrderParty, OrderStatus, resolvePlace, type LoadFacts } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import {
  loadOrderCaller,
  requireVisibleOrder,
  type OrderAccess,
  type OrderCaller,
} from '../orders/core/order-access.js';

/**
 * An order its owner company may find carriers for: one it sees as the owner (anyone else gets
 * the 404 of any order they may not see), while it is published (ORDER_NOT_OPEN_FOR_CARRIERS).
 * Called after the service's permission check.
 */
export async function requireOpenOwnOrder(
  db: DbExecutor,
  actor: AuthUser,
  orderId: string,
): Promise<{ caller: OrderCaller; access: OrderAccess }> {
  const caller = await loadOrderCaller(db, actor);
  const access = await requireVisibleOrder(db, caller, orderId);
  if (access.party !== OrderParty.OWNER_COMPANY) throw notFound();
  if (access.order.status !== OrderStatus.PUBLISHED) {
    throw new AppError('ORDER_NOT_OPEN_FOR_CARRIERS');
  }
  return { caller, access };
}

/** The facts of an order the matching reads (`LoadFacts`); '' places are unknown ones. */
export function loadFactsOf(order: OrderAccess['order']): LoadFacts {
  const placeOr = (stored: string | null, city: string) =>
    stored === null ? resolvePlace(city) : stored === '' ? null : stored;
  return {
    fromPlace: placeOr(order.routeFromPlace, order.routeFromCity),
    toPlace: placeOr(order.routeToPlace, order.routeToCity),
    loadingDate: order.plannedLoadingDate,
    transportType: order.transportType,
    weightTons: order.cargoWeightTons,
    volumeM3: order.cargoVolumeM3,
    price: order.price,
    currency: order.currency,
  };
}
