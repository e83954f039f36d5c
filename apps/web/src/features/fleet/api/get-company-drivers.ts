import {
  driverDetailSchema,
  driverPageSchema,
  type CompanyDriverListQuery,
  type DriverPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { fleetKeys } from './fleet-keys';

export function getCompanyDrivers(
  query: CompanyDriverListQuery,
  signal?: AbortSignal,
): Promise<DriverPage> {
  return http.get('/company-drivers', driverPageSchema, {
    query: listQueryParams(query),
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

/** `/company-drivers`: the carrier's own drivers (retired ones are left out). */
export function companyDriverListQueryOptions(query: CompanyDriverListQuery) {
  return queryOptions({
    queryKey: fleetKeys.companyDrivers(query),
    queryFn: ({ signal }) => getCompanyDrivers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The carrier's drivers to choose from (a vehicle's assigned driver). */
export function useCompanyDrivers(query: CompanyDriverListQuery) {
  return useQuery(companyDriverListQueryOptions(query));
}

/** One of the carrier's drivers, with files, vehicles, fines and history. */
export function companyDriverQueryOptions(id: string) {
  return queryOptions({
    queryKey: fleetKeys.companyDriver(id),
    queryFn: ({ signal }) =>
      http.get(`/company-drivers/${encodeURIComponent(id)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}

export function useCompanyDriver(id: string) {
  return useQuery(companyDriverQueryOptions(id));
}
