import { orderDetailSchema, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';
import type { OrderVersionInput } from './publish-order';

/**
 * Issue 32: an order offered to the owner's carriers goes on the whole board now, before its
 * window ends (or at all, for one offered to them only).
 */
export function openToBoard({ id, version }: OrderVersionInput): Promise<OrderDetail> {
  return http.post(
    `/orders/${encodeURIComponent(id)}/open-to-board`,
    orderDetailSchema,
    { version },
    // The page says why it could not, and reloads the order on a conflict.
    { showErrors: false },
  );
}

export function useOpenToBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openToBoard,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
