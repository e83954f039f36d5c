import {
  driverPageSchema,
  matchingOrdersSchema,
  truckOfferPageSchema,
  truckOfferSchema,
  vehiclePageSchema,
  MAX_PAGE_SIZE,
  type TruckOffer,
  type TruckOfferFields,
  type UpdateTruckOfferRequest,
} from '@freight/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

export const truckKeys = {
  all: ['trucks'] as const,
  board: (query: object) => ['trucks', 'board', query] as const,
  own: (query: object) => ['trucks', 'own', query] as const,
  matching: (id: string) => ['trucks', 'matching', id] as const,
  fleet: ['trucks', 'fleet'] as const,
};

type ListQuery = Record<string, string | number | undefined>;

/** `/trucks`: the capacity board, for the forwarder side and the CB. */
export function truckBoardQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: truckKeys.board(query),
    queryFn: ({ signal }) =>
      http.get('/truck-offers', truckOfferPageSchema, {
        query: listQueryParams(query),
        signal,
        showErrors: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `/my-trucks`: the carrier's offers, current or closed. */
export function ownTruckOffersQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: truckKeys.own(query),
    queryFn: ({ signal }) =>
      http.get('/my-truck-offers', truckOfferPageSchema, {
        query: listQueryParams(query),
        signal,
        showErrors: false,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useMatchingOrders(offerId: string) {
  return useQuery({
    queryKey: truckKeys.matching(offerId),
    queryFn: ({ signal }) =>
      http.get(
        `/truck-offers/${encodeURIComponent(offerId)}/matching-orders`,
        matchingOrdersSchema,
        { signal, showErrors: false },
      ),
  });
}

/** The vehicles and drivers a truck offer may name: the carrier's fleet, one page of each. */
export function useOfferFleet() {
  return useQuery({
    queryKey: truckKeys.fleet,
    queryFn: async ({ signal }) => {
      const page = { page: '1', pageSize: String(MAX_PAGE_SIZE) };
      const [vehicles, drivers] = await Promise.all([
        http.get('/company-vehicles', vehiclePageSchema, { query: page, signal }),
        http.get('/company-drivers', driverPageSchema, {
          query: { ...page, sort: 'name' },
          signal,
        }),
      ]);
      return { vehicles: vehicles.items, drivers: drivers.items };
    },
  });
}

export type SaveTruckOfferInput =
  { id?: undefined; request: TruckOfferFields } | { id: string; request: UpdateTruckOfferRequest };

export function useSaveTruckOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveTruckOfferInput): Promise<TruckOffer> =>
      input.id
        ? http.request(`/truck-offers/${encodeURIComponent(input.id)}`, truckOfferSchema, {
            method: 'PUT',
            body: input.request,
            showErrors: false,
          })
        : http.post('/truck-offers', truckOfferSchema, input.request, { showErrors: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: truckKeys.all }),
  });
}

export function useWithdrawTruckOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: Pick<TruckOffer, 'id' | 'version'>) =>
      http.post(`/truck-offers/${encodeURIComponent(offer.id)}/withdraw`, truckOfferSchema, {
        version: offer.version,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: truckKeys.all }),
  });
}
