import { validateOtpResponseSchema } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** Step 2: a correct code buys a short-lived reset token. */
export function validateOtp(input: {
  email: string;
  otp: string;
}): Promise<{ resetToken: string }> {
  return publicHttp.post('/passwords/validate-otp', validateOtpResponseSchema, input, {
    showErrors: false,
  });
}

export function useValidateOtp() {
  return useMutation({ mutationFn: validateOtp });
}
