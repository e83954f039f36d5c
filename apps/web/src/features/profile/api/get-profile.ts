import { profileSchema, type Profile } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export const profileKeys = {
  profile: ['profile'] as const,
  company: ['profile', 'company'] as const,
};

/** The signed-in user's own contact data, with the version an edit must carry. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  // The tab has its own error state.
  return http.get('/profile', profileSchema, { signal, showErrors: false });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    // A refetch while the user types would not reset the form, but it would move the version.
    refetchOnWindowFocus: false,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
