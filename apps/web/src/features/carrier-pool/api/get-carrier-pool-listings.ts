import { carrierPoolListingsSchema, type CarrierPoolListings } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { carrierPoolKeys } from '../../../lib/query/carrier-pool-query';

export function getCarrierPoolListings(signal?: AbortSignal): Promise<CarrierPoolListings> {
  return http.get('/carrier-pool/listings', carrierPoolListingsSchema, {
    signal,
    showErrors: false,
  });
}

/** The carrier side's view: the forwarders that keep the caller's company among their own. */
export function carrierPoolListingsQueryOptions() {
  return queryOptions({
    queryKey: carrierPoolKeys.listings,
    queryFn: ({ signal }) => getCarrierPoolListings(signal),
  });
}

export const useCarrierPoolListings = () => useQuery(carrierPoolListingsQueryOptions());
