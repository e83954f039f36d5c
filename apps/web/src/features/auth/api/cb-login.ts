import { loginResponseSchema, type CbLoginRequest, type LoginResponse } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** The security service's own sign-in, with its company BIN. */
export function cbLogin(credentials: CbLoginRequest): Promise<LoginResponse> {
  return publicHttp.post('/cb/login', loginResponseSchema, credentials, { showErrors: false });
}

export function useCbLogin() {
  return useMutation({ mutationFn: cbLogin });
}
