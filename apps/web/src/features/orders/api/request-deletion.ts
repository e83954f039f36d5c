import { orderDeletionRequestSchema, type OrderDeletionRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface RequestDeletionInput {
  orderId: string;
  reason?: string;
}

/** The owner side asks a moderator or the CB to delete (cancel) the order. */
export function requestDeletion({
  orderId,
  reason,
}: RequestDeletionInput): Promise<OrderDeletionRequest> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/deletion-requests`,
    orderDeletionRequestSchema,
    { reason },
    { showErrors: false },
  );
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
