import { carrierPoolSchema, type CarrierPool } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export const carrierPoolKeys = {
  all: ['carrier-pool'] as const,
  pool: ['carrier-pool', 'members'] as const,
  listings: ['carrier-pool', 'listings'] as const,
};

export function getCarrierPool(signal?: AbortSignal): Promise<CarrierPool> {
  return http.get('/carrier-pool', carrierPoolSchema, { signal, showErrors: false });
}

/** The forwarder company's own carriers, newest first, with how many it may keep. */
export function carrierPoolQueryOptions() {
  return queryOptions({
    queryKey: carrierPoolKeys.pool,
    queryFn: ({ signal }) => getCarrierPool(signal),
  });
}

export const useCarrierPool = () => useQuery(carrierPoolQueryOptions());
