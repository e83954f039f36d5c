import { orderDetailSchema, type OrderBookingRequest, type OrderDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface BookOrderInput {
  orderId: string;
  /** The driver, the vehicle and the order's version: the price booked is the one seen. */
  request: OrderBookingRequest;
}

export function bookOrder({ orderId, request }: BookOrderInput): Promise<OrderDetail> {
  return http.post(`/orders/${encodeURIComponent(orderId)}/book`, orderDetailSchema, request, {
    // The booking dialog explains a refusal itself (a carrier that lost the race, above all).
    showErrors: false,
  });
}

export function useBookOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookOrder,
    // Only a booking changes the lists: a refused carrier keeps the page it is reading, whose
    // order it may no longer see once reloaded, with the reason in front of it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
