import { tripViewSchema, type RatingRequest, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export type RateForwarderInput = RatingRequest & { orderId: string };

/** The carrier side rates the forwarder, once, within 14 days of completion. */
export function rateForwarder({ orderId, ...body }: RateForwarderInput): Promise<TripView> {
  return http.post(`${orderPath(orderId)}/rating`, tripViewSchema, body, { showErrors: false });
}

export function useRateForwarder(onDone?: (trip: TripView) => void) {
  return useTripMutation(rateForwarder, onDone);
}
