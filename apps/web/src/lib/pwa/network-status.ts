import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server: the browser says it is offline, or the last request
 * failed for network reasons (a server that is down, a captive portal; `navigator.onLine`
 * stays true then). The next request that gets any answer clears it.
 */
let requestFailed = false;
const subscribers = new Set<() => void>();

function notify(): void {
  for (const subscriber of subscribers) subscriber();
}

/** The HTTP client reports each request's outcome: no answer at all, or some answer. */
export function reportRequestOutcome(reachedServer: boolean): void {
  if (requestFailed === !reachedServer) return;
  requestFailed = !reachedServer;
  notify();
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  const onOnline = () => {
    // Back online: give the server the benefit of the doubt until a request says otherwise.
    requestFailed = false;
    subscriber();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', subscriber);
  return () => {
    subscribers.delete(subscriber);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', subscriber);
  };
}

const isOffline = () => !navigator.onLine || requestFailed;

/** True while the app cannot reach the server (the shell shows its offline notice). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribe, isOffline, () => false);
}
