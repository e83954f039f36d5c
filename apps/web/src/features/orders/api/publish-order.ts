import { orderDetailSchema, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface OrderVersionInput {
  id: string;
  version: number;
}

/** A draft goes to the load board. */
export function publishOrder({ id, version }: OrderVersionInput): Promise<OrderDetail> {
  return http.post(
    `/orders/${encodeURIComponent(id)}/publish`,
    orderDetailSchema,
    { version },
    { showErrors: false },
  );
}

export function usePublishOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
