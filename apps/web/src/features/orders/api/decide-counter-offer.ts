import { orderResponseViewSchema, type OrderResponseView } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** The carrier accepts or declines an open counter-offer; the forwarder withdraws its own. */
export type CounterOfferDecision = 'accept' | 'decline' | 'withdraw';

export interface DecideCounterOfferInput {
  orderId: string;
  responseId: string;
  offerId: string;
  decision: CounterOfferDecision;
}

export function decideCounterOffer({
  orderId,
  responseId,
  offerId,
  decision,
}: DecideCounterOfferInput): Promise<OrderResponseView> {
  const path = [orderId, 'responses', responseId, 'counter-offers', offerId, decision]
    .map(encodeURIComponent)
    .join('/');
  return http.post(`/orders/${path}`, orderResponseViewSchema);
}

export function useDecideCounterOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCounterOffer,
    // The response's price and the order's actions may both have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
