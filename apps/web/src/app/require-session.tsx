import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAccessToken } from '../lib/session/use-session';
import { pathOf } from './app-root';

/**
 * Spec section 2: signed-in screens send the user to /login when no access token is stored,
 * remembering where they wanted to go. Reactive: a sign-out in another tab lands here too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: pathOf(location) }} />;
  return children;
}
