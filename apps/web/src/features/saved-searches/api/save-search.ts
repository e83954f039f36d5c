import { savedSearchSchema, type SavedSearch, type SavedSearchForm } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { savedSearchKeys } from './get-saved-searches';

export function saveSearch(form: SavedSearchForm): Promise<SavedSearch> {
  return http.post('/saved-searches', savedSearchSchema, form, { showErrors: false });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
