import {
  driverDetailSchema,
  driverIinCheckResponseSchema,
  type CreateDriverRequest,
  type DriverDetail,
  type UpdateDriverRequest,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { uploadFormAuthorised } from '../../../lib/http/upload';
import { fleetKeys } from './fleet-keys';

export interface DriverFiles {
  photo?: File | null;
  identityPdf?: File | null;
}

export type SaveDriverInput =
  | { id?: undefined; request: CreateDriverRequest; files: DriverFiles }
  | { id: string; request: UpdateDriverRequest; files: DriverFiles };

export interface SaveDriverOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Adds a driver (`POST /company-drivers`) or edits one (`PUT /company-drivers/:id`) in one
 * multipart request: `data` (the form as JSON) first, then the files, with upload progress.
 */
export function saveCompanyDriver(
  input: SaveDriverInput,
  options: SaveDriverOptions = {},
): Promise<DriverDetail> {
  const form = new FormData();
  form.append('data', JSON.stringify(input.request));
  if (input.files.photo) form.append('photo', input.files.photo, input.files.photo.name);
  if (input.files.identityPdf) {
    form.append('identityPdf', input.files.identityPdf, input.files.identityPdf.name);
  }
  const path = input.id ? `/company-drivers/${encodeURIComponent(input.id)}` : '/company-drivers';
  return uploadFormAuthorised(path, form, driverDetailSchema, {
    ...options,
    method: input.id ? 'PUT' : 'POST',
  });
}

export function useSaveCompanyDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, options }: { input: SaveDriverInput; options?: SaveDriverOptions }) =>
      saveCompanyDriver(input, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** May this IIN be added? A 409 says why not (registered, or blacklisted with the reason). */
export function checkDriverIin(iin: string) {
  return http.post(
    '/company-drivers/iin-check',
    driverIinCheckResponseSchema,
    { iin },
    // The form shows the refusal under the IIN field.
    { showErrors: false },
  );
}

export function useRetireCompanyDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      http.post(`/company-drivers/${encodeURIComponent(id)}/retire`, driverDetailSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
