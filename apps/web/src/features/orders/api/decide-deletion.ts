import { orderDetailSchema, type DeletionDecisionRequest, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface DecideDeletionInput {
  orderId: string;
  requestId: string;
  request: DeletionDecisionRequest;
}

/** Approval cancels the order (kept, with its history); rejection needs a comment. */
export function decideDeletion({
  orderId,
  requestId,
  request,
}: DecideDeletionInput): Promise<OrderDetail> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/deletion-requests/${encodeURIComponent(requestId)}/decision`,
    orderDetailSchema,
    request,
    { showErrors: false },
  );
}

export function useDecideDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDeletion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
