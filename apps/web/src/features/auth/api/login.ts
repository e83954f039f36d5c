import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@freight/shared';
import { useMutation } from '@tanstack/react-query';
import { publicHttp } from '../../../lib/http/http-client';

/** The unified sign-in of the web app: any role, by e-mail and password. */
export function login(credentials: LoginRequest): Promise<LoginResponse> {
  // The form shows the failure inline, so no toast.
  return publicHttp.post('/auth/login', loginResponseSchema, credentials, { showErrors: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
