import { savedSearchMatchesSchema, type SavedSearchMatches } from '@freight/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http/http-client';
import { savedSearchKeys } from './get-saved-searches';

export function getSearchMatches(id: string, signal?: AbortSignal): Promise<SavedSearchMatches> {
  return http.get(`/saved-searches/${encodeURIComponent(id)}/matches`, savedSearchMatchesSchema, {
    signal,
    showErrors: false,
  });
}

/**
 * A search's matches; reading them clears its badge on the server, so the list is refreshed
 * once they are in.
 */
export function useSearchMatches(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: savedSearchKeys.matches(id),
    queryFn: ({ signal }) => getSearchMatches(id, signal),
  });
  const seenAt = query.dataUpdatedAt;
  useEffect(() => {
    if (seenAt > 0) void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
  }, [seenAt, queryClient]);
  return query;
}
