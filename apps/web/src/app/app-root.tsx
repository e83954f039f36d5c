import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setHttpFeedback } from '../lib/http/http-feedback';
import { SIGN_IN_PATH, signInPath } from '../lib/routing/sign-in-path';
import { OfflineNotice } from './layout/offline-notice';

/** The path of the current location, as the sign-in's "return to" target (`?next=`). */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * The root route: connects the HTTP client, which lives below React, to Ant Design's toasts and
 * to the router, and says when the server cannot be reached, on every page.
 */
export function AppRoot() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const onSessionExpired = useEffectEvent(() => {
    queryClient.clear();
    // Already on the way to the sign-in (the guard saw the cleared storage first).
    if (location.pathname === SIGN_IN_PATH) return;
    void navigate(signInPath(pathOf(location)), { replace: true });
  });

  useEffect(
    () =>
      setHttpFeedback({
        showError: (text, key) => void message.open({ type: 'error', content: text, key }),
        onSessionExpired: () => onSessionExpired(),
      }),
    [message],
  );

  return (
    <>
      <Outlet />
      <OfflineNotice />
    </>
  );
}
