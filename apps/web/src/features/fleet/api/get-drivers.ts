import { driverCarrierListSchema, driverDetailSchema, driverPageSchema } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { fleetKeys, type DriverListParams } from './fleet-keys';

/** `/drivers`: every carrier's drivers by the security service's tab. */
export function useDrivers(params: DriverListParams) {
  return useQuery({
    queryKey: fleetKeys.drivers(params),
    queryFn: ({ signal }) =>
      http.get('/drivers', driverPageSchema, {
        query: {
          tab: params.tab,
          companyId: params.companyId,
          q: params.q || undefined,
          page: params.page,
          pageSize: params.pageSize,
          sort: params.sort,
        },
        signal,
        showErrors: false,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The carriers that have drivers: the company tab's filter. */
export function useDriverCarriers() {
  return useQuery({
    queryKey: fleetKeys.carriers,
    queryFn: ({ signal }) =>
      http.get('/drivers/carriers', driverCarrierListSchema, { signal, showErrors: false }),
  });
}

/** `/driver/{id}`. */
export function useDriver(id: string) {
  return useQuery({
    queryKey: fleetKeys.driver(id),
    queryFn: ({ signal }) =>
      http.get(`/drivers/${encodeURIComponent(id)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}

/** `/view-driver/{login}`: a driver's login is the IIN (decision 006). */
export function useDriverByLogin(login: string) {
  return useQuery({
    queryKey: fleetKeys.driverByLogin(login),
    queryFn: ({ signal }) =>
      http.get(`/drivers/by-login/${encodeURIComponent(login)}`, driverDetailSchema, {
        signal,
        showErrors: false,
      }),
  });
}
