import { okResponseSchema, type ChangePasswordRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { profileKeys } from './get-profile';

/** A new password for the signed-in user; the current one must be right. */
export function changePassword(request: ChangePasswordRequest): Promise<{ ok: true }> {
  return http.post('/profile/password', okResponseSchema, request, { showErrors: false });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The account's version moved with the password: the personal tab must read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true }),
  });
}
