import { tripViewSchema, type SendPaymentRequest, type TripView } from '@freight/shared';
import { http } from '../../../lib/http/http-client';
import { orderPath } from './trip-keys';
import { useTripMutation } from './use-trip-mutation';

export type SendPaymentInput = SendPaymentRequest & { orderId: string };

/** The forwarder side sends the payment with the receipt attached: PAYMENT_SENT. */
export function sendPayment({ orderId, ...body }: SendPaymentInput): Promise<TripView> {
  return http.post(`${orderPath(orderId)}/payment`, tripViewSchema, body, { showErrors: false });
}

export function useSendPayment(onDone?: (trip: TripView) => void) {
  return useTripMutation(sendPayment, onDone);
}
