import {
  tripViewSchema,
  type TripStep,
  type TripTimeCorrection,
  type TripView,
} from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export type CorrectTripTimeInput = TripTimeCorrection & { orderId: string; step: TripStep };

/** Corrects the actual time of a recorded step; the replaced time stays in its history. */
export function correctTripTime({
  orderId,
  step,
  version,
  actualAt,
}: CorrectTripTimeInput): Promise<TripView> {
  return http.request(
    `${orderPath(orderId)}/trip/steps/${encodeURIComponent(step)}`,
    tripViewSchema,
    { method: 'PUT', body: { version, actualAt }, showErrors: false },
  );
}

export function useCorrectTripTime() {
  return useTripMutation(correctTripTime);
}
