import { okResponseSchema } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** Step 1 of password recovery: e-mails a one-time code. */
export function sendOtp(email: string): Promise<{ ok: true }> {
  return publicHttp.post(
    '/passwords/send-otp-email-expeditor',
    okResponseSchema,
    { email },
    { showErrors: false },
  );
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
