import { orderDetailSchema, type OrderDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** One order with the actions the caller may perform (`actions`, the state machine's offer). */
export function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get(`/orders/${encodeURIComponent(id)}`, orderDetailSchema, {
    signal,
    showErrors: false,
  });
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // Opening the order (from a notification, a list) always asks the server: an order event
    // may have arrived before the view was open (issue 15's 'No responses yet').
    refetchOnMount: 'always',
  });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
