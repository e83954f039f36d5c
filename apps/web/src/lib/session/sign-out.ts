import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { anyBody, publicHttp } from '../http/http-client';
import { clearSession, getRefreshToken } from './session-storage';

/** Revokes the refresh token on the server; the client signs out whatever the answer. */
export async function logout(refreshToken: string): Promise<void> {
  await publicHttp.post('/auth/logout', anyBody, { refreshToken }, { showErrors: false });
}

/**
 * Ends the session where the user is: tells the server (ignoring failure), clears storage but
 * `locale` and the cached data. For screens that stay on a public state of their own (a
 * resubmitted registration); everything else signs out with `useSignOut`.
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) await logout(refreshToken).catch(() => undefined);
    clearSession();
    // The next user of this browser must not see the previous user's cached data.
    queryClient.clear();
  }, [queryClient]);
}

/** Sign-out: end the session, then go to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const endSession = useEndSession();
  return useCallback(async () => {
    await endSession();
    await navigate('/login', { replace: true });
  }, [endSession, navigate]);
}
