import {
  orderPageSchema,
  type Currency,
  type OrderListScope,
  type OrderPage,
  type OrderStatus,
  type TransportType,
} from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** The list's filters as `orderListQuerySchema` takes them; absent means "any". */
export interface OrderListParams {
  scope: OrderListScope;
  status?: readonly OrderStatus[];
  transportType?: readonly TransportType[];
  loadingDateFrom?: string;
  loadingDateTo?: string;
  unloadingDateFrom?: string;
  unloadingDateTo?: string;
  place?: string;
  priceMin?: number;
  priceMax?: number;
  currency?: Currency;
  q?: string;
  /** `-createdAt` (the server's default), `price`, `-plannedLoadingDate`, … */
  sort?: string;
  page: number;
  pageSize: number;
}

/** Every order query starts with `orders`, so one invalidation refreshes them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (params: OrderListParams) => ['orders', 'list', params] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  history: (id: string) => ['orders', 'detail', id, 'history'] as const,
  responses: (id: string) => ['orders', 'detail', id, 'responses'] as const,
  responseOptions: (id: string) => ['orders', 'detail', id, 'response-options'] as const,
  problemOrders: (params: object) => ['orders', 'problem-orders', params] as const,
  deletionRequests: (params: object) => ['orders', 'deletion-requests', params] as const,
};

const joined = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  return http.get('/orders', orderPageSchema, {
    query: {
      scope: params.scope,
      status: joined(params.status),
      transportType: joined(params.transportType),
      loadingDateFrom: params.loadingDateFrom,
      loadingDateTo: params.loadingDateTo,
      unloadingDateFrom: params.unloadingDateFrom,
      unloadingDateTo: params.unloadingDateTo,
      place: params.place || undefined,
      priceMin: params.priceMin,
      priceMax: params.priceMax,
      currency: params.currency,
      q: params.q || undefined,
      sort: params.sort,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}
