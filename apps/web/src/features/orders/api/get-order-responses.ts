import { orderResponseListSchema, type OrderResponseView } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** The owner side and platform staff see every response; a carrier only its own. */
export function getOrderResponses(id: string, signal?: AbortSignal): Promise<OrderResponseView[]> {
  return http.get(`/orders/${encodeURIComponent(id)}/responses`, orderResponseListSchema, {
    signal,
    showErrors: false,
  });
}

export function orderResponsesQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.responses(id),
    queryFn: ({ signal }) => getOrderResponses(id, signal),
  });
}

export function useOrderResponses(id: string, enabled: boolean) {
  return useQuery({ ...orderResponsesQueryOptions(id), enabled });
}
