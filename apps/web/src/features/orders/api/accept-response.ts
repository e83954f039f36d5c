import { orderDetailSchema, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface AcceptResponseInput {
  orderId: string;
  responseId: string;
  /** The order's version: a second acceptance of the same order loses with a 409. */
  version: number;
}

export function acceptResponse({
  orderId,
  responseId,
  version,
}: AcceptResponseInput): Promise<OrderDetail> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/responses/${encodeURIComponent(responseId)}/accept`,
    orderDetailSchema,
    { version },
    // The screen says 'Acceptance Error:' with the reason itself.
    { showErrors: false },
  );
}

export function useAcceptResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
