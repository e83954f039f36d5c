import { priceHintSchema, type PriceHintQuery } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/** A lane's figures change as orders complete: a few minutes old is fresh enough to price by. */
const FRESH_MS = 5 * 60_000;

/**
 * The price hint of a lane (issue 32), or nothing asked while the lane is incomplete. The last
 * answer stays on screen while the next loads, so typing a city does not blank the hint.
 */
export function usePriceHint(query: PriceHintQuery | null) {
  return useQuery({
    queryKey: ['price-hint', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        fromCity: query?.fromCity ?? '',
        toCity: query?.toCity ?? '',
        bodyType: query?.bodyType ?? '',
        currency: query?.currency ?? '',
      });
      if (query?.km) params.set('km', String(Math.round(query.km)));
      return http.get(`/price-hint?${params.toString()}`, priceHintSchema, {
        signal,
        showErrors: false,
      });
    },
    enabled: query !== null,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
}
