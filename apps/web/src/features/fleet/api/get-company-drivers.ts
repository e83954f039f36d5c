import { driverDetailSchema, driverPageSchema, type DriverStatus } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { fleetKeys, type CompanyDriverListParams } from './fleet-keys';

/** `/company-drivers`: the carrier's own drivers (retired ones are left out). */
export function useCompanyDrivers(params: CompanyDriverListParams) {
  return useQuery({
    queryKey: fleetKeys.companyDrivers(params),
    queryFn: ({ signal }) =>
      http.get('/company-drivers', driverPageSchema, {
        query: {
          q: params.q || undefined,
          status: params.status as DriverStatus | undefined,
          page: params.page,
          pageSize: params.pageSize,
          sort: params.sort,
        },
        signal,
        // The list shows its own error state.
        showErrors: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** One of the carrier's drivers, with files, vehicles, fines and history. */
export function useCompanyDriver(id: string) {
  return useQuery({
    queryKey: fleetKeys.companyDriver(id),
    queryFn: ({ signal }) =>
      http.get(`/company-drivers/${encodeURIComponent(id)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}
