import { responseOptionsSchema, type ResponseOptions } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** The caller's eligible drivers and active vehicles to respond with. */
export function getResponseOptions(id: string, signal?: AbortSignal): Promise<ResponseOptions> {
  return http.get(`/orders/${encodeURIComponent(id)}/response-options`, responseOptionsSchema, {
    signal,
    showErrors: false,
  });
}

export function responseOptionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderKeys.responseOptions(id),
    queryFn: ({ signal }) => getResponseOptions(id, signal),
  });
}

export function useResponseOptions(id: string) {
  return useQuery(responseOptionsQueryOptions(id));
}
