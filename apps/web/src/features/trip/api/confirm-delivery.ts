import { tripViewSchema, type ConfirmDeliveryRequest, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export type ConfirmDeliveryInput = ConfirmDeliveryRequest & { orderId: string };

/** The forwarder side confirms receipt of the goods, with a reservation as on a CMR note. */
export function confirmDelivery({ orderId, ...body }: ConfirmDeliveryInput): Promise<TripView> {
  return http.post(`${orderPath(orderId)}/trip/confirm-delivery`, tripViewSchema, body, {
    showErrors: false,
  });
}

export function useConfirmDelivery(onDone?: (trip: TripView) => void) {
  return useTripMutation(confirmDelivery, onDone);
}
