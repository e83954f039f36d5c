import {
  orderStatusCountsSchema,
  type OrderStatusCounts,
  type OrderStatusCountsQuery,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { orderKeys } from './get-orders';

/** How many orders of each status the list holds with its other filters and search. */
export function getOrderStatusCounts(
  query: OrderStatusCountsQuery,
  signal?: AbortSignal,
): Promise<OrderStatusCounts> {
  return http.get('/orders/status-counts', orderStatusCountsSchema, {
    query: listQueryParams(query),
    signal,
    // Without counts the quick filters still work: they show their labels alone.
    showErrors: false,
  });
}

export function orderStatusCountsQueryOptions(query: OrderStatusCountsQuery) {
  return queryOptions({
    queryKey: orderKeys.statusCounts(query),
    queryFn: ({ signal }) => getOrderStatusCounts(query, signal),
    // The last counts stay while the next filters' load, rather than blinking out.
    placeholderData: keepPreviousData,
  });
}

export function useOrderStatusCounts(query: OrderStatusCountsQuery) {
  return useQuery(orderStatusCountsQueryOptions(query));
}
