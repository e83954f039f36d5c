import { OrderAction, type InstantBookingRequest, type OrderDetail } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';

/**
 * The owner side allows or stops instant booking (issue 32) while the order may be edited:
 * once a carrier is chosen the machine refuses it (ORDER_NOT_EDITABLE). The order is locked
 * for update, so a booking and the switch never interleave.
 */
export function setInstantBooking(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: InstantBookingRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const { instantBooking, version } = request;
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.SET_INSTANT_BOOKING,
    meta,
    version,
    async change(tx, { access: { order }, audit }) {
      // Switching to what it already is changes nothing, and records nothing.
      if (order.instantBooking === instantBooking) return { result: order };
      const updated = await updateOrderIfVersion(tx, orderId, order.version, { instantBooking });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('order.updated', {
        before: { instantBooking: order.instantBooking },
        after: { instantBooking: updated.instantBooking },
      });
      return { result: updated };
    },
    view: (db, caller, { access, result }) =>
      loadOrderDetail(db, caller, { ...access, order: result }),
  });
}
