import {
  orderResponseViewSchema,
  type OrderResponseRequest,
  type OrderResponseView,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface CreateResponseInput {
  orderId: string;
  request: OrderResponseRequest;
}

export function createResponse({
  orderId,
  request,
}: CreateResponseInput): Promise<OrderResponseView> {
  return http.post(
    `/orders/${encodeURIComponent(orderId)}/responses`,
    orderResponseViewSchema,
    request,
    // The form says what went wrong (DRIVER_NOT_ELIGIBLE…) itself.
    { showErrors: false },
  );
}

export function useCreateResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResponse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
