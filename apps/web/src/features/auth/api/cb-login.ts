import { loginResponseSchema, type CbLoginRequest, type LoginResponse } from '@freight/shared';
import { readAnswer, sendRequest } from '../../../lib/http/api-request';

/** The security service's own sign-in, with its company BIN. */
export async function cbLogin(credentials: CbLoginRequest): Promise<LoginResponse> {
  const answer = await sendRequest('/cb/login', { method: 'POST', body: credentials }, null);
  return readAnswer(answer, loginResponseSchema);
}
