import { orderHistorySchema, type OrderHistoryEntry } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** Every change to the order, oldest first, from the audit rows. */
export function getOrderHistory(id: string, signal?: AbortSignal): Promise<OrderHistoryEntry[]> {
  return http.get(`/orders/${encodeURIComponent(id)}/history`, orderHistorySchema, {
    signal,
    showErrors: false,
  });
}

export function orderHistoryQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.history(id),
    queryFn: ({ signal }) => getOrderHistory(id, signal),
  });
}

export function useOrderHistory(id: string) {
  return useQuery(orderHistoryQueryOptions(id));
}
