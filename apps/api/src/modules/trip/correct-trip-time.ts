import {
  CORRECTABLE_TRIP_STEPS,
  OrderAction,
  orderActionPermission,
  type TripStep,
  type TripTimeCorrection,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { insertTripStep, supersedeTripStep } from './step-repo.js';
import { noticeTripStep } from './trip-notices.js';
import { assertTripTime, loadTripTimes } from './trip-times.js';
import { loadTripView } from './trip-view.js';

/**
 * The selected carrier's side corrects the actual time of a step it recorded (CORRECT_TRIP_TIME):
 * never in the future, never before the previous step, never after the next one. The current
 * row is marked superseded and the corrected time inserted beside it, so the history stays
 * (the view's `corrections`). The order's version moves on, as for any change to it.
 */
export async function correctTripTime(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  step: TripStep,
  request: TripTimeCorrection,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(OrderAction.CORRECT_TRIP_TIME));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const mails = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    assertOrderAction(caller, access, OrderAction.CORRECT_TRIP_TIME);
    if (!CORRECTABLE_TRIP_STEPS.includes(step)) throw new AppError('TRIP_STEP_NOT_RECORDED');
    const trip = await loadTripTimes(tx, orderId);
    const current = trip.rows.get(step);
    if (!current) throw new AppError('TRIP_STEP_NOT_RECORDED');
    if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
    const now = new Date();
    const actualAt = new Date(request.actualAt);
    assertTripTime(trip, step, actualAt, now, { correction: true });

    if (!(await supersedeTripStep(tx, current.id, now))) throw new AppError('VERSION_CONFLICT');
    await insertTripStep(tx, {
      orderId,
      step,
      actualAt,
      recordedBy: caller.id,
      sealNumber: current.sealNumber,
    });
    await moveOrderStatus(tx, orderId, request.version, order.status);
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'trip.time_corrected',
      before: { step, actualAt: current.actualAt.toISOString() },
      after: { step, actualAt: actualAt.toISOString() },
      meta,
    });
    return noticeTripStep(tx, order, step, { corrected: true });
  });
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
