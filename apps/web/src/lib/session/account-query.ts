import { accountSchema, type Account } from '@freight/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../http/http-client';
import { saveAccount } from './session-storage';

/** The signed-in layout keeps this query mounted; invalidating it re-reads ACCOUNT_DATA. */
export const accountQueryKey = ['auth', 'account'] as const;

export function getAccount(signal?: AbortSignal): Promise<Account> {
  return http.get('/auth/account', accountSchema, { signal, showErrors: false });
}

/**
 * Re-reads the signed-in account once per visit, so ACCOUNT_DATA follows changes made elsewhere
 * (a company approved, a new phone number) without signing in again.
 */
export function useAccountRefresh() {
  const query = useQuery({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) saveAccount(query.data);
  }, [query.data]);
  return query;
}
