import { orderDetailSchema, type OrderDetail, type OrderUpdate } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface UpdateOrderInput {
  id: string;
  /** The form plus the version read: a change made meanwhile answers VERSION_CONFLICT. */
  request: OrderUpdate;
}

export function updateOrder({ id, request }: UpdateOrderInput): Promise<OrderDetail> {
  return http.request(`/orders/${encodeURIComponent(id)}`, orderDetailSchema, {
    method: 'PUT',
    body: request,
    showErrors: false,
  });
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
