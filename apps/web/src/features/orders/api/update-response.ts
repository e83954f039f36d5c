import {
  orderResponseViewSchema,
  type OrderResponseUpdate,
  type OrderResponseView,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface UpdateResponseInput {
  orderId: string;
  responseId: string;
  request: OrderResponseUpdate;
}

export function updateResponse({
  orderId,
  responseId,
  request,
}: UpdateResponseInput): Promise<OrderResponseView> {
  return http.request(
    `/orders/${encodeURIComponent(orderId)}/responses/${encodeURIComponent(responseId)}`,
    orderResponseViewSchema,
    { method: 'PUT', body: request, showErrors: false },
  );
}

export function useUpdateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
