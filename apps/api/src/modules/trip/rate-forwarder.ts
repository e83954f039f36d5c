import {
  OrderAction,
  orderActionPermission,
  OrderSide,
  type RatingRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { insertRating, recomputeCompanyRating } from './rating-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { loadTripView } from './trip-view.js';

/**
 * The carrier side rates the forwarder on a completed order (RATE_FORWARDER): once, within
 * RATING_WINDOW_DAYS of the completion (the state machine's guards). The order row is locked,
 * so a simultaneous second rating waits and is refused; the unique index backs that up. The
 * order itself does not change.
 */
export async function rateForwarder(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: RatingRequest,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(OrderAction.RATE_FORWARDER));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const mails = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    assertOrderAction(caller, access, OrderAction.RATE_FORWARDER);
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
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'rating.given',
      after: { side: OrderSide.CARRIER, score: request.score, ...(comment ? { comment } : {}) },
      meta,
    });
    return noticeSettlementEvent(tx, order, [order.ownerCompanyId], {
      kind: 'rated',
      score: request.score,
    });
  });
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
