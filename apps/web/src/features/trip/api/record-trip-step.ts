import {
  OrderAction,
  tripViewSchema,
  type CarrierTripAction,
  type TripStepRequest,
  type TripView,
  type UnloadingTripStepRequest,
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

/**
 * The step's body: the order's version as read, a time in the past (absent: now, the server's
 * clock), for departure from loading and unloading start the seal number put on or found, and
 * at unloading, after a refusal, the re-check and the seal photo.
 */
export type RecordTripStepInput = TripStepRequest &
  Partial<Pick<UnloadingTripStepRequest, 'sealNumber' | 'sealRechecked' | 'sealPhotoId'>> & {
    orderId: string;
    action: CarrierTripAction;
  };

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
