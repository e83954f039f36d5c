import { tripViewSchema, type TripStep, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export interface CorrectTripTimeInput {
  orderId: string;
  step: TripStep;
  version: number;
  actualAt: string;
}

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
