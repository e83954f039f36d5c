import {
  CORRECTABLE_TRIP_STEPS,
  OrderAction,
  type TripStep,
  type TripTimeCorrection,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
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
export function correctTripTime(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  step: TripStep,
  request: TripTimeCorrection,
  meta: RequestMeta,
): Promise<TripView> {
  const now = new Date();
  const actualAt = new Date(request.actualAt);
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.CORRECT_TRIP_TIME,
    meta,
    version: request.version,
    // A step never recorded is refused before a stale version is.
    async verify(tx) {
      if (!CORRECTABLE_TRIP_STEPS.includes(step)) throw new AppError('TRIP_STEP_NOT_RECORDED');
      const trip = await loadTripTimes(tx, orderId);
      const current = trip.rows.get(step);
      if (!current) throw new AppError('TRIP_STEP_NOT_RECORDED');
      return { trip, current };
    },
    verifyAtVersion(_tx, { verified: { trip } }) {
      assertTripTime(trip, step, actualAt, now, { correction: true });
    },
    async change(tx, { caller, access: { order }, verified: { current }, moveStatus, audit }) {
      if (!(await supersedeTripStep(tx, current.id, now))) throw new AppError('VERSION_CONFLICT');
      await insertTripStep(tx, {
        orderId,
        step,
        actualAt,
        recordedBy: caller.id,
        sealNumber: current.sealNumber,
      });
      await moveStatus();
      await audit('trip.time_corrected', {
        before: { step, actualAt: current.actualAt.toISOString() },
        after: { step, actualAt: actualAt.toISOString() },
      });
      return { mails: await noticeTripStep(tx, order, step, { corrected: true }) };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
