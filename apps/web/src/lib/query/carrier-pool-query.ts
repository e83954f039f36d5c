import { carrierPoolSchema, type CarrierPool } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/http-client';

/**
 * The forwarder company's own carriers (issue 32), read here rather than in its feature: the
 * `/my-carriers` page manages them, and the request form warns when an order offered to them
 * would reach nobody. One key, so an added carrier is seen by both.
 */
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

export const useCarrierPool = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...carrierPoolQueryOptions(), ...options });
