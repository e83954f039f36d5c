import {
  OrderAction,
  OrderSide,
  TripStep,
  type CompleteOrderRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { moveOrderStatusSettled } from '../core/move-order-status.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { findSelectedResponse } from './payment-repo.js';
import { insertRating, recomputeCompanyRating, recomputeDriverRating } from './rating-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { insertTripStep } from '../trip/step-repo.js';
import { loadTripView } from '../trip/trip-view.js';

/**
 * The forwarder side completes the order after the payment (COMPLETE) with its rating of the
 * carrier (spec §3: five labelled levels and a comment), which also rates the driver of the
 * accepted response. The carrier's and the driver's averages and counts are recomputed from
 * all their ratings in the same transaction; responses still waiting are declined and a
 * pending deletion request closed, as every completion does.
 */
export function completeOrder(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: CompleteOrderRequest,
  meta: RequestMeta,
): Promise<TripView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.COMPLETE,
    meta,
    version: request.version,
    async change(tx, { caller, access: { order }, status, audit }) {
      const carrierCompanyId = order.selectedCarrierCompanyId;
      const offer = order.selectedResponseId
        ? await findSelectedResponse(tx, order.selectedResponseId)
        : null;
      if (!carrierCompanyId || !offer) throw new AppError('ORDER_TRANSITION_NOT_ALLOWED');
      const comment = request.comment ?? null;

      await insertTripStep(tx, {
        orderId,
        step: TripStep.COMPLETED,
        actualAt: new Date(),
        recordedBy: caller.id,
      });
      await insertRating(tx, {
        orderId,
        side: OrderSide.FORWARDER,
        raterCompanyId: order.ownerCompanyId,
        ratedCompanyId: carrierCompanyId,
        ratedDriverId: offer.driverId,
        score: request.score,
        comment,
        ratedBy: caller.id,
      });
      await recomputeCompanyRating(tx, carrierCompanyId);
      await recomputeDriverRating(tx, offer.driverId);
      // Completion settles what it undoes: waiting responses, a pending deletion request.
      const { effects } = await moveOrderStatusSettled(tx, order, status, {
        actorId: caller.id,
        comment: null,
      });
      await audit('order.completed', {
        before: { status: order.status },
        after: {
          status,
          side: OrderSide.FORWARDER,
          score: request.score,
          ...(comment ? { comment } : {}),
          ...effects,
        },
      });
      const mails = await noticeSettlementEvent(tx, order, [carrierCompanyId], {
        kind: 'completed',
        score: request.score,
      });
      return { mails };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
