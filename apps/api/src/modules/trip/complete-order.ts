import {
  OrderAction,
  orderActionPermission,
  OrderSide,
  TripStep,
  type CompleteOrderRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { moveOrderStatusSettled } from '../orders/move-order-status.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { findSelectedResponse } from './payment-repo.js';
import { insertRating, recomputeCompanyRating, recomputeDriverRating } from './rating-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { insertTripStep } from './step-repo.js';
import { loadTripView } from './trip-view.js';

/**
 * The forwarder side completes the order after the payment (COMPLETE) with its rating of the
 * carrier (spec §3: five labelled levels and a comment), which also rates the driver of the
 * accepted response. The carrier's and the driver's averages and counts are recomputed from
 * all their ratings in the same transaction; responses still waiting are declined and a
 * pending deletion request closed, as every completion does.
 */
export async function completeOrder(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: CompleteOrderRequest,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(OrderAction.COMPLETE));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const mails = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    const check = assertOrderAction(caller, access, OrderAction.COMPLETE);
    if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
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
    const status = statusAfter(check, order.status);
    const { effects } = await moveOrderStatusSettled(tx, order, status, {
      actorId: caller.id,
      comment: null,
    });
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'order.completed',
      before: { status: order.status },
      after: {
        status,
        side: OrderSide.FORWARDER,
        score: request.score,
        ...(comment ? { comment } : {}),
        ...effects,
      },
      meta,
    });
    return noticeSettlementEvent(tx, order, [carrierCompanyId], {
      kind: 'completed',
      score: request.score,
    });
  });
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
