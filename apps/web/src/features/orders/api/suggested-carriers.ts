import { orderInvitationSchema, suggestedCarriersSchema } from '@freight/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

const suggestionsKey = (orderId: string) => [...orderKeys.all, 'suggested-carriers', orderId];

/** An order's suggested carriers (issue 31): its owner side, while it is published. */
export function useSuggestedCarriers(orderId: string) {
  return useQuery({
    queryKey: suggestionsKey(orderId),
    queryFn: ({ signal }) =>
      http.get(
        `/orders/${encodeURIComponent(orderId)}/suggested-carriers`,
        suggestedCarriersSchema,
        { signal, showErrors: false },
      ),
  });
}

/** Invites a carrier to respond; a repeat answers the first invitation. */
export function useInviteCarrier(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierCompanyId: string) =>
      http.post(`/orders/${encodeURIComponent(orderId)}/invitations`, orderInvitationSchema, {
        carrierCompanyId,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(orderId) }),
  });
}
