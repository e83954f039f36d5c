import { tripViewSchema, type CompleteOrderRequest, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export type CompleteOrderInput = CompleteOrderRequest & { orderId: string };

/** The forwarder side completes the order with its rating of the carrier: COMPLETED. */
export function completeOrder({ orderId, ...body }: CompleteOrderInput): Promise<TripView> {
  return http.post(`${orderPath(orderId)}/complete`, tripViewSchema, body, { showErrors: false });
}

export function useCompleteOrder(onDone?: (trip: TripView) => void) {
  return useTripMutation(completeOrder, onDone);
}
