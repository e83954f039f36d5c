import {
  driverCarrierListSchema,
  driverDetailSchema,
  driverPageSchema,
  type DriverListQuery,
  type DriverPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { fleetKeys } from './fleet-keys';

export function getDrivers(query: DriverListQuery, signal?: AbortSignal): Promise<DriverPage> {
  return http.get('/drivers', driverPageSchema, {
    query: listQueryParams(query),
    signal,
    showErrors: false,
  });
}

/** `/drivers`: every carrier's drivers by the security service's tab. */
export function driverListQueryOptions(query: DriverListQuery) {
  return queryOptions({
    queryKey: fleetKeys.drivers(query),
    queryFn: ({ signal }) => getDrivers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The carriers that have drivers: the company tab's filter. */
export function driverCarriersQueryOptions() {
  return queryOptions({
    queryKey: fleetKeys.carriers,
    queryFn: ({ signal }) =>
      http.get('/drivers/carriers', driverCarrierListSchema, { signal, showErrors: false }),
  });
}

export function useDriverCarriers() {
  return useQuery(driverCarriersQueryOptions());
}

/** `/driver/{id}`. */
export function driverQueryOptions(id: string) {
  return queryOptions({
    queryKey: fleetKeys.driver(id),
    queryFn: ({ signal }) =>
      http.get(`/drivers/${encodeURIComponent(id)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}

export function useDriver(id: string) {
  return useQuery(driverQueryOptions(id));
}

/** `/view-driver/{login}`: a driver's login is the IIN (decision 006). */
export function driverByLoginQueryOptions(login: string) {
  return queryOptions({
    queryKey: fleetKeys.driverByLogin(login),
    queryFn: ({ signal }) =>
      http.get(`/drivers/by-login/${encodeURIComponent(login)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}

export function useDriverByLogin(login: string) {
  return useQuery(driverByLoginQueryOptions(login));
}
