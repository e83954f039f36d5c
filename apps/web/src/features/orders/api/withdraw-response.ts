import { orderResponseViewSchema, type OrderResponseView } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface ResponseVersionInput {
  orderId: string;
  responseId: string;
  /** The response's version the carrier read. */
  version: number;
}

export function withdrawResponse({
  orderId,
  responseId,
  version,
}: ResponseVersionInput): Promise<OrderResponseView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/responses/${encodeURIComponent(responseId)}/withdraw`,
    orderResponseViewSchema,
    { version },
  );
}

export function useWithdrawResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawResponse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
