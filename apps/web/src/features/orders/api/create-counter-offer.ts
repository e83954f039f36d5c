import {
  orderResponseViewSchema,
  type CounterOfferRequest,
  type OrderResponseView,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface CreateCounterOfferInput {
  orderId: string;
  responseId: string;
  request: CounterOfferRequest;
}

/** The owner side's counter-price on a response; answers the response with its thread. */
export function createCounterOffer({
  orderId,
  responseId,
  request,
}: CreateCounterOfferInput): Promise<OrderResponseView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/responses/${encodeURIComponent(responseId)}/counter-offers`,
    orderResponseViewSchema,
    request,
    // The form shows the reason beside its fields.
    { showErrors: false },
  );
}

export function useCreateCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounterOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
