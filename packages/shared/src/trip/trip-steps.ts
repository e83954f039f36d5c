import { OrderStatus } from '../orders/order-status.js';
import { OrderAction } from '../orders/order-transitions.js';
import type { Currency } from '../orders/reference-lists.js';

/**
 * The steps of a trip as the order view's timeline shows them (issue 9), in their order. Each
 * step but the first is recorded by one action; the web translates `trip:step.<STEP>`.
 */
export const TripStep = {
  CONTRACT_SIGNED: 'CONTRACT_SIGNED',
  LOADING_STARTED: 'LOADING_STARTED',
  LOADING_DEPARTED: 'LOADING_DEPARTED',
  UNLOADING_STARTED: 'UNLOADING_STARTED',
  /** Departed from the unloading point: the goods are delivered. */
  DELIVERED: 'DELIVERED',
  PAYMENT_SENT: 'PAYMENT_SENT',
  COMPLETED: 'COMPLETED',
} as const;
export type TripStep = (typeof TripStep)[keyof typeof TripStep];

export const TRIP_STEPS: readonly TripStep[] = Object.values(TripStep);

/** The step each trip action records and the status it reaches. */
export const TRIP_STEP_OF_ACTION = {
  [OrderAction.START_LOADING]: TripStep.LOADING_STARTED,
  [OrderAction.DEPART_LOADING]: TripStep.LOADING_DEPARTED,
  [OrderAction.START_UNLOADING]: TripStep.UNLOADING_STARTED,
  [OrderAction.DEPART_UNLOADING]: TripStep.DELIVERED,
  [OrderAction.SEND_PAYMENT]: TripStep.PAYMENT_SENT,
  [OrderAction.COMPLETE]: TripStep.COMPLETED,
} as const satisfies Partial<Record<OrderAction, TripStep>>;

export type TripStepAction = keyof typeof TRIP_STEP_OF_ACTION;

/** The carrier's four steps: one tap each, the actual time may be corrected afterwards. */
export const CARRIER_TRIP_ACTIONS = [
  OrderAction.START_LOADING,
  OrderAction.DEPART_LOADING,
  OrderAction.START_UNLOADING,
  OrderAction.DEPART_UNLOADING,
] as const satisfies readonly TripStepAction[];
export type CarrierTripAction = (typeof CARRIER_TRIP_ACTIONS)[number];

/** The steps the carrier side records and may correct (CORRECT_TRIP_TIME). */
export const CORRECTABLE_TRIP_STEPS: readonly TripStep[] = CARRIER_TRIP_ACTIONS.map(
  (action) => TRIP_STEP_OF_ACTION[action],
);

/** The order status at which a step has been reached; the timeline marks it done from there. */
export const STATUS_OF_TRIP_STEP: Readonly<Record<TripStep, OrderStatus>> = {
  CONTRACT_SIGNED: OrderStatus.CONTRACT_SIGNED,
  LOADING_STARTED: OrderStatus.LOADING,
  LOADING_DEPARTED: OrderStatus.IN_TRANSIT,
  UNLOADING_STARTED: OrderStatus.UNLOADING,
  DELIVERED: OrderStatus.DELIVERED,
  PAYMENT_SENT: OrderStatus.PAYMENT_SENT,
  COMPLETED: OrderStatus.COMPLETED,
};

/** The step before `step`, whose actual time a new or corrected time may not precede. */
export function previousTripStep(step: TripStep): TripStep | null {
  const index = TRIP_STEPS.indexOf(step);
  return index > 0 ? (TRIP_STEPS[index - 1] ?? null) : null;
}

/** The step after `step`, whose actual time a corrected time may not pass. */
export function nextTripStep(step: TripStep): TripStep | null {
  return TRIP_STEPS[TRIP_STEPS.indexOf(step) + 1] ?? null;
}

/**
 * Why an actual time is refused, or null: never in the future, never before the previous
 * step's time, and (for a correction) never after the next step's time.
 */
export function tripTimeProblem(
  actualAt: Date,
  bounds: { now: Date; previousAt: Date | null; nextAt?: Date | null },
): 'TRIP_TIME_IN_FUTURE' | 'TRIP_TIME_BEFORE_PREVIOUS' | null {
  if (actualAt.getTime() > bounds.now.getTime()) return 'TRIP_TIME_IN_FUTURE';
  if (bounds.previousAt && actualAt.getTime() < bounds.previousAt.getTime()) {
    return 'TRIP_TIME_BEFORE_PREVIOUS';
  }
  if (bounds.nextAt && actualAt.getTime() > bounds.nextAt.getTime()) return 'TRIP_TIME_IN_FUTURE';
  return null;
}

/** Seal numbers are compared as people read them: case, spaces and dashes do not count. */
export function normalizeSealNumber(sealNumber: string): string {
  return sealNumber.replace(/[\s\-_]/g, '').toUpperCase();
}

export function sealNumbersMatch(atLoading: string, atUnloading: string): boolean {
  return normalizeSealNumber(atLoading) === normalizeSealNumber(atUnloading);
}

/** A payment of another amount or currency than agreed needs a comment (issue 9). */
export function paymentDiffersFromPrice(
  agreed: { price: number; currency: Currency },
  paid: { amount: number; currency: Currency },
): boolean {
  return agreed.currency !== paid.currency || Math.abs(agreed.price - paid.amount) >= 0.005;
}
