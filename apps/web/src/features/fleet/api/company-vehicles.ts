import {
  vehiclePageSchema,
  vehicleSchema,
  type CreateVehicleRequest,
  type UpdateVehicleRequest,
  type Vehicle,
} from '@freight/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { fleetKeys, type VehicleListParams } from './fleet-keys';

/** `/company-auto`: the carrier's vehicles. */
export function useCompanyVehicles(params: VehicleListParams) {
  return useQuery({
    queryKey: fleetKeys.vehicles(params),
    queryFn: ({ signal }) =>
      http.get('/company-vehicles', vehiclePageSchema, {
        query: {
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
