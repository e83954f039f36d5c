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
    // Opening the order (from a notification, a list) always asks the server: an order event
    // may have arrived before the view was open (issue 15's 'No responses yet').
    refetchOnMount: 'always',
  });
}

export function useOrderResponses(id: string, enabled: boolean) {
  return useQuery({ ...orderResponsesQueryOptions(id), enabled });
}
