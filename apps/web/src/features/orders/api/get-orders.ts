import {
  orderPageSchema,
  type DeletionRequestListQuery,
  type OrderListQuery,
  type OrderPage,
  type ProblemOrderListQuery,
} from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

/** Every order query starts with `orders`, so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  history: (id: string) => ['orders', 'detail', id, 'history'] as const,
  responses: (id: string) => ['orders', 'detail', id, 'responses'] as const,
  responseOptions: (id: string) => ['orders', 'detail', id, 'response-options'] as const,
  problemOrders: (query: ProblemOrderListQuery) => ['orders', 'problem-orders', query] as const,
  deletionRequests: (query: DeletionRequestListQuery) =>
    ['orders', 'deletion-requests', query] as const,
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
