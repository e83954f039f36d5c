import { OrderAction, OrderSide, type RatingRequest, type TripView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { insertRating, recomputeCompanyRating } from './rating-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { loadTripView } from '../trip/trip-view.js';

/**
 * The carrier side rates the forwarder on a completed order (RATE_FORWARDER): once, within
 * RATING_WINDOW_DAYS of the completion (the state machine's guards). The order row is locked,
 * so a simultaneous second rating waits and is refused; the unique index backs that up. The
 * order itself does not change.
 */
export function rateForwarder(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: RatingRequest,
  meta: RequestMeta,
): Promise<TripView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.RATE_FORWARDER,
    meta,
    async change(tx, { caller, access: { order }, audit }) {
      if (!order.selectedCarrierCompanyId) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED');
      const comment = request.comment ?? null;
      await insertRating(tx, {
        orderId,
        side: OrderSide.CARRIER,
        raterCompanyId: order.selectedCarrierCompanyId,
        ratedCompanyId: order.ownerCompanyId,
        ratedDriverId: null,
        score: request.score,
        comment,
        ratedBy: caller.id,
      });
      await recomputeCompanyRating(tx, order.ownerCompanyId);
      await audit('rating.given', {
        after: { side: OrderSide.CARRIER, score: request.score, ...(comment ? { comment } : {}) },
      });
      const mails = await noticeSettlementEvent(tx, order, [order.ownerCompanyId], {
        kind: 'rated',
        score: request.score,
      });
      return { mails };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
