import { orderDetailSchema, type InstantBookingRequest, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface SetInstantBookingInput {
  orderId: string;
  request: InstantBookingRequest;
}

export function setInstantBooking({ orderId, request }: SetInstantBookingInput) {
  return http.post<OrderDetail>(
    `/orders/${encodeURIComponent(orderId)}/instant-booking`,
    orderDetailSchema,
    request,
    // The switch says why it could not change, and reloads the order on a conflict.
    { showErrors: false },
  );
}

export function useSetInstantBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInstantBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
