import type { Account } from '@freight/shared';
import { useMemo, useSyncExternalStore } from 'react';
import {
  getAccessToken,
  getStoredAccountJson,
  parseAccount,
  subscribeToSession,
} from './session-storage';

/** The stored access token, re-rendering when the session changes. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribeToSession, getAccessToken);
}

/** The stored account, re-rendering when the session changes. */
export function useAccount(): Account | null {
  // The snapshot is the raw JSON string: it is stable between renders, a parsed object is not.
  const json = useSyncExternalStore(subscribeToSession, getStoredAccountJson);
  return useMemo(() => parseAccount(json), [json]);
}
