import { ErrorCode, sessionTokensSchema } from '@freight/shared';
import { i18n } from '../i18n/i18n';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  saveTokens,
} from '../session/session-storage';
import { reportRequestOutcome } from '../pwa/network-status';
import { ApiError, apiErrorFromBody, isApiError, NETWORK_ERROR_CODE } from './api-error';
import { toastMessageFor } from './error-messages';
import { getHttpFeedback } from './http-feedback';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** Anything with zod's `safeParse`: each call names the shared schema of its answer. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface RequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * `false` when the caller shows the error itself: forms show it inline, background polling
   * stays quiet. The expired-session notice shows regardless.
   */
  showErrors?: boolean;
}

export interface HttpClient {
  request<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  post<T>(
    path: string,
    schema: ResponseSchema<T>,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
}

function buildUrl(path: string, query: QueryParams = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function send(
  path: string,
  options: RequestOptions,
  accessToken: string | null,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  try {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
    reportRequestOutcome(true);
    return response;
  } catch (error) {
    // A cancelled query is not a failure worth telling anyone about.
    if (options.signal?.aborted) throw error;
    // The shell's offline notice (lib/pwa/network-status.ts).
    reportRequestOutcome(false);
    throw new ApiError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : '');
  }
}

const isSuccess = (response: Response) => response.status >= 200 && response.status <= 299;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function expireSession(): void {
  clearSession();
  const feedback = getHttpFeedback();
  // One key: several requests failing together still make a single toast.
  feedback.showError(i18n.t('errors:UNAUTHORIZED'), 'session-expired');
  feedback.onSessionExpired();
}

/** The name of the lock that lets one tab at a time exchange the shared refresh token. */
const REFRESH_LOCK = 'freight-session-refresh';

/**
 * Runs `exchange` holding a lock every tab of the app shares (Web Locks), or directly where
 * the browser has none: tabs share the stored tokens, and two tabs exchanging the same
 * refresh token at once would look like reuse to the server and revoke the session.
 */
async function holdingRefreshLock(exchange: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(REFRESH_LOCK, exchange) : exchange();
}

async function exchangeRefreshToken(): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  return holdingRefreshLock(async () => {
    // Another tab may have exchanged it while this one waited: its new pair is stored.
    const current = getRefreshToken();
    if (current !== refreshToken) return current !== null;
    // A network failure propagates instead of ending the session: the server never said no.
    const response = await send('/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
    if (!isSuccess(response)) return false;
    // The refresh answers the new token pair only (`sessionTokensSchema`); ACCOUNT_DATA stays.
    const tokens = sessionTokensSchema.safeParse(await readBody(response));
    if (!tokens.success) return false;
    saveTokens(tokens.data);
    return true;
  });
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Concurrent 401s share one refresh: refresh tokens rotate, and a second exchange of the same
 * token would look like reuse to the server and revoke the whole session (other tabs wait on
 * the refresh lock for the same reason).
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= exchangeRefreshToken()
    .then((renewed) => {
      if (!renewed) expireSession();
      return renewed;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Sends with the bearer token; on 401 refreshes once and retries once. */
async function sendAuthorised(path: string, options: RequestOptions): Promise<Response> {
  const usedToken = getAccessToken();
  const first = await send(path, options, usedToken);
  if (first.status !== 401) return first;
  // Another request may have renewed the session while this one was on its way.
  const current = getAccessToken();
  const renewed = current !== null && current !== usedToken ? true : await refreshSession();
  if (!renewed) return first;
  const retried = await send(path, options, getAccessToken());
  if (retried.status === 401) expireSession();
  return retried;
}

function createClient(authorised: boolean): HttpClient {
  async function request<T>(
    path: string,
    schema: ResponseSchema<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    const showErrors = options.showErrors !== false;
    let response: Response;
    try {
      response = authorised ? await sendAuthorised(path, options) : await send(path, options, null);
    } catch (error) {
      if (showErrors && isApiError(error)) getHttpFeedback().showError(toastMessageFor(error));
      throw error;
    }
    const body = await readBody(response);
    if (!isSuccess(response)) {
      const error = apiErrorFromBody(response.status, body);
      // An authorised 401 here means the session already expired and said so.
      const alreadyReported = authorised && response.status === 401;
      if (showErrors && !alreadyReported) getHttpFeedback().showError(toastMessageFor(error));
      throw error;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const error = new ApiError(response.status, ErrorCode.UNEXPECTED, '');
      if (showErrors) getHttpFeedback().showError(toastMessageFor(error));
      throw error;
    }
    return parsed.data;
  }

  return {
    request,
    get: (path, schema, options) => request(path, schema, { ...options, method: 'GET' }),
    post: (path, schema, body, options) =>
      request(path, schema, { ...options, method: 'POST', body }),
  };
}

/** Spec section 7: one client sends no authorization header… */
export const publicHttp = createClient(false);
/** …the other sends the stored bearer token. */
export const http = createClient(true);

/** For calls whose answer carries nothing the screen needs (logout, mark as read). */
export const anyBody: ResponseSchema<unknown> = {
  safeParse: (data: unknown) => ({ success: true, data }),
};

/**
 * The bytes of a stored file (a document, a photo) with the same session handling as `http`:
 * the bearer token, one refresh on a 401, the same error toasts. Non-2xx answers are JSON
 * errors like any other call.
 */
export async function fetchBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const showErrors = options.showErrors !== false;
  let response: Response;
  try {
    response = await sendAuthorised(path, { ...options, method: 'GET' });
  } catch (error) {
    if (showErrors && isApiError(error)) getHttpFeedback().showError(toastMessageFor(error));
    throw error;
  }
  if (!isSuccess(response)) {
    const error = apiErrorFromBody(response.status, await readBody(response));
    if (showErrors && response.status !== 401) getHttpFeedback().showError(toastMessageFor(error));
    throw error;
  }
  return response.blob();
}
