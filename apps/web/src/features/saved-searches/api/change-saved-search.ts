import {
  okResponseSchema,
  savedSearchSchema,
  type SavedSearch,
  type SavedSearchForm,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { savedSearchKeys } from './get-saved-searches';

/** The alert switches the API offers, each a state set on the search. */
export type AlertSwitch = 'pause' | 'resume' | 'mute' | 'unmute';

const path = (id: string) => `/saved-searches/${encodeURIComponent(id)}`;

export function switchSearchAlerts(input: { id: string; action: AlertSwitch }) {
  return http.post(`${path(input.id)}/${input.action}`, savedSearchSchema);
}

/** The whole form again at the version read (e-mail frequency and push live in it). */
export function updateSavedSearch(input: {
  search: SavedSearch;
  changes: Partial<SavedSearchForm>;
}) {
  const { search, changes } = input;
  const form: SavedSearchForm & { version: number } = {
    name: search.name,
    origins: search.origins,
    destinations: search.destinations,
    loadingDateFrom: search.loadingDateFrom,
    loadingDateTo: search.loadingDateTo,
    bodyTypes: search.bodyTypes,
    weightMinTons: search.weightMinTons,
    weightMaxTons: search.weightMaxTons,
    volumeMinM3: search.volumeMinM3,
    volumeMaxM3: search.volumeMaxM3,
    priceMin: search.priceMin,
    priceCurrency: search.priceCurrency,
    emailFrequency: search.emailFrequency,
    pushEnabled: search.pushEnabled,
    language: search.language,
    ...changes,
    version: search.version,
  };
  return http.request(path(search.id), savedSearchSchema, { method: 'PUT', body: form });
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await http.request(path(id), okResponseSchema, { method: 'DELETE' });
}

/** Every change refreshes the list (and so its badges and switches). */
function useSavedSearchMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export const useSwitchSearchAlerts = () => useSavedSearchMutation(switchSearchAlerts);
export const useUpdateSavedSearch = () => useSavedSearchMutation(updateSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation(deleteSavedSearch);
