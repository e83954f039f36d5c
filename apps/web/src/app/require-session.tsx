import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { signInPath } from '../lib/routing/sign-in-path';
import { useAccessToken } from '../lib/session/use-session';
import { pathOf } from './app-root';

/**
 * Spec section 2: signed-in screens send the user to /login when no access token is stored,
 * with where they wanted to go as `?next=` (the sign-in is a full page load, decision 027).
 * Reactive: a sign-out in another tab lands here too.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useAccessToken();
  const location = useLocation();
  if (!token) return <Navigate to={signInPath(pathOf(location))} replace />;
  return children;
}
