import {
  DocumentKind,
  nextTripStep,
  previousTripStep,
  TripStep,
  tripTimeProblem,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { readTogether } from '../../../db/read-together.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { loadLatestOrderDocument } from '../../documents/document-view.js';
import { findCurrentTripSteps, type TripStepRow } from './step-repo.js';

/** The current row of each recorded step, and the actual time of every step reached. */
export interface TripTimes {
  rows: Map<TripStep, TripStepRow>;
  times: Map<TripStep, Date>;
}

/**
 * Reads the trip's current times in the caller's transaction. The contract's signature has no
 * step row: its time is the signed copy's, made at the second signature.
 */
export async function loadTripTimes(db: DbExecutor, orderId: string): Promise<TripTimes> {
  const [rows, signedCopy] = await readTogether(db, [
    () => findCurrentTripSteps(db, orderId),
    () => loadLatestOrderDocument(db, orderId, [DocumentKind.SIGNED_CONTRACT]),
  ]);
  const byStep = new Map(rows.map((row) => [row.step, row]));
  const times = new Map(rows.map((row) => [row.step, row.actualAt]));
  if (signedCopy && !times.has(TripStep.CONTRACT_SIGNED)) {
    times.set(TripStep.CONTRACT_SIGNED, new Date(signedCopy.createdAt));
  }
  return { rows: byStep, times };
}

/**
 * Refuses an actual time in the future or before the previous step's (and, for a correction,
 * after the next step's): TRIP_TIME_IN_FUTURE or TRIP_TIME_BEFORE_PREVIOUS (409).
 */
export function assertTripTime(
  trip: TripTimes,
  step: TripStep,
  actualAt: Date,
  now: Date,
  options: { correction?: boolean } = {},
): void {
  const previous = previousTripStep(step);
  const next = options.correction ? nextTripStep(step) : null;
  const problem = tripTimeProblem(actualAt, {
    now,
    previousAt: previous ? (trip.times.get(previous) ?? null) : null,
    nextAt: next ? (trip.times.get(next) ?? null) : null,
  });
  if (problem) throw new AppError(problem);
}
