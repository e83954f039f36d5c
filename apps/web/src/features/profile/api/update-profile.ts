import { profileSchema, type Profile, type UpdateProfileRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { accountQueryKey } from '../../../lib/session/account-query';
import { profileKeys } from './get-profile';

/** Edits the own names and phone at the version read. */
export function updateProfile(request: UpdateProfileRequest): Promise<Profile> {
  return http.request('/profile', profileSchema, {
    method: 'PATCH',
    body: request,
    showErrors: false,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      // The top bar and the profile drawer read ACCOUNT_DATA: re-read it from the server.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
