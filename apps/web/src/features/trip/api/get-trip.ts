import { tripViewSchema, type TripView } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderPath, tripKeys } from './trip-keys';

/** The trip of an order: steps, files, seals, delivery, payment, ratings, consignment note. */
export function getTrip(orderId: string, signal?: AbortSignal): Promise<TripView> {
  return http.get(`${orderPath(orderId)}/trip`, tripViewSchema, { signal, showErrors: false });
}

export function tripQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: tripKeys.trip(orderId),
    queryFn: ({ signal }) => getTrip(orderId, signal),
  });
}

export function useTrip(orderId: string) {
  return useQuery(tripQueryOptions(orderId));
}
