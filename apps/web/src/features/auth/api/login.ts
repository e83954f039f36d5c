import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@freight/shared';
import { readAnswer, sendRequest } from '../../../lib/http/api-request';

/**
 * The unified sign-in of the web app: any role, by e-mail and password. A failure is the
 * ApiError the page shows inline; the light sign-in page has no toasts to show it in.
 */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  const answer = await sendRequest('/auth/login', { method: 'POST', body: credentials }, null);
  return readAnswer(answer, loginResponseSchema);
}
