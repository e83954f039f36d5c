import {
  orderPageSchema,
  type DeletionRequestListQuery,
  type OrderListQuery,
  type OrderPage,
  type OrderStatusCountsQuery,
  type ProblemOrderListQuery,
} from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { orderQueryKeys } from '../../../lib/query/order-query-keys';

/** Every order query starts with `orders`, so one invalidation refreshes them all. */
export const orderKeys = {
  all: orderQueryKeys.all,
  list: (query: OrderListQuery) => [...orderQueryKeys.lists[0], query] as const,
  /** Under the boards' key: whatever makes the list stale makes its counts stale too. */
  statusCounts: (query: OrderStatusCountsQuery) =>
    [...orderQueryKeys.lists[0], 'status-counts', query] as const,
  detail: orderQueryKeys.detail,
  history: (id: string) => [...orderQueryKeys.detail(id), 'history'] as const,
  responses: (id: string) => [...orderQueryKeys.detail(id), 'responses'] as const,
  responseOptions: (id: string) => [...orderQueryKeys.detail(id), 'response-options'] as const,
  problemOrders: (query: ProblemOrderListQuery) => [...orderQueryKeys.lists[1], query] as const,
  deletionRequests: (query: DeletionRequestListQuery) =>
    [...orderQueryKeys.lists[2], query] as const,
};

export function getOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderPage> {
  return http.get('/orders', orderPageSchema, {
    query: listQueryParams(query),
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

/** `/requests` and `/my-requests`: the orders the server filters, sorts and pages. */
export function orderListQueryOptions(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
