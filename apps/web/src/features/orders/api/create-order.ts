import { orderDetailSchema, type OrderDetail, type OrderForm } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export function createOrder(request: OrderForm): Promise<OrderDetail> {
  // The form shows the failure next to its fields.
  return http.post('/orders', orderDetailSchema, request, { showErrors: false });
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
