import {
  vehiclePageSchema,
  vehicleSchema,
  type CreateVehicleRequest,
  type UpdateVehicleRequest,
  type Vehicle,
  type VehicleListQuery,
  type VehiclePage,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { fleetKeys } from './fleet-keys';

export function getCompanyVehicles(
  query: VehicleListQuery,
  signal?: AbortSignal,
): Promise<VehiclePage> {
  return http.get('/company-vehicles', vehiclePageSchema, {
    query: listQueryParams(query),
    signal,
    showErrors: false,
  });
}

/** `/company-auto`: the carrier's vehicles. */
export function vehicleListQueryOptions(query: VehicleListQuery) {
  return queryOptions({
    queryKey: fleetKeys.vehicles(query),
    queryFn: ({ signal }) => getCompanyVehicles(query, signal),
    placeholderData: keepPreviousData,
  });
}

export type SaveVehicleInput =
  { id?: undefined; request: CreateVehicleRequest } | { id: string; request: UpdateVehicleRequest };

export function saveCompanyVehicle(input: SaveVehicleInput): Promise<Vehicle> {
  // The form shows failures inline (a duplicate plate under the plate field).
  if (!input.id) {
    return http.post('/company-vehicles', vehicleSchema, input.request, { showErrors: false });
  }
  return http.request(`/company-vehicles/${encodeURIComponent(input.id)}`, vehicleSchema, {
    method: 'PUT',
    body: input.request,
    showErrors: false,
  });
}

export function useSaveCompanyVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompanyVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

export function useRetireCompanyVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.post(`/company-vehicles/${encodeURIComponent(id)}/retire`, vehicleSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
