import { savedSearchListSchema, type SavedSearchList } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: ['saved-searches', 'list'] as const,
  matches: (id: string) => ['saved-searches', 'matches', id] as const,
};

export function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return http.get('/saved-searches', savedSearchListSchema, { signal, showErrors: false });
}

/** The user's searches with their badges; the socket's nudge refreshes them (`use-live-…`). */
export function savedSearchListQueryOptions() {
  return queryOptions({
    queryKey: savedSearchKeys.list,
    queryFn: ({ signal }) => getSavedSearches(signal),
    refetchOnWindowFocus: true,
  });
}

export const useSavedSearches = () => useQuery(savedSearchListQueryOptions());
