import { okResponseSchema } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

export interface ResetPasswordInput {
  login: string;
  newPassword: string;
  resetToken: string;
}

/** Step 3: sets the new password with the reset token of step 2. */
export function resetPassword(input: ResetPasswordInput): Promise<{ ok: true }> {
  return publicHttp.post('/passwords/forgot-password-expeditor', okResponseSchema, input, {
    showErrors: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
