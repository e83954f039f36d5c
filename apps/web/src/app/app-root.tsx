import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setHttpFeedback } from '../lib/http/http-feedback';
import { OfflineNotice } from './layout/offline-notice';

/** The path of the current location, as the login page's "return to" target. */
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
    if (location.pathname === '/login') return;
    void navigate('/login', { replace: true, state: { from: pathOf(location) } });
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
