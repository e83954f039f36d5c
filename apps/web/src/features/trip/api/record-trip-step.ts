import {
  OrderAction,
  tripViewSchema,
  type CarrierTripAction,
  type TripView,
} from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

const STEP_PATHS: Record<CarrierTripAction, string> = {
  [OrderAction.START_LOADING]: 'start-loading',
  [OrderAction.DEPART_LOADING]: 'depart-loading',
  [OrderAction.START_UNLOADING]: 'start-unloading',
  [OrderAction.DEPART_UNLOADING]: 'depart-unloading',
};

export interface RecordTripStepInput {
  orderId: string;
  action: CarrierTripAction;
  /** The order's version as read. */
  version: number;
  /** A time in the past; absent means now (the server's clock). */
  actualAt?: string;
  /** Departure from loading and unloading start: the seal number put on or found. */
  sealNumber?: string;
}

/** The carrier side records the next step of the trip (`POST /orders/:id/trip/<step>`). */
export function recordTripStep({
  orderId,
  action,
  ...body
}: RecordTripStepInput): Promise<TripView> {
  return http.post(`${orderPath(orderId)}/trip/${STEP_PATHS[action]}`, tripViewSchema, body, {
    // The step card explains a refusal itself (a missing photo, a time out of order).
    showErrors: false,
  });
}

export function useRecordTripStep() {
  return useTripMutation(recordTripStep);
}
