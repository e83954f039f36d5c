import { contractViewSchema, type ContractView } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

/** Under the order's detail key, so refreshing the order refreshes its contract as well. */
export const contractKey = (orderId: string) => [...orderKeys.detail(orderId), 'contract'] as const;

/** The order's contract: the version to sign, its signed copy and every earlier version. */
export function getContract(orderId: string, signal?: AbortSignal): Promise<ContractView> {
  return http.get(`/orders/${encodeURIComponent(orderId)}/contract`, contractViewSchema, {
    signal,
    showErrors: false,
  });
}

export function contractQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: contractKey(orderId),
    queryFn: ({ signal }) => getContract(orderId, signal),
  });
}

export function useContract(orderId: string) {
  return useQuery(contractQueryOptions(orderId));
}
