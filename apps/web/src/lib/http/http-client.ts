import { sessionTokensSchema } from '@freight/shared';
import { i18n } from '../i18n/i18n';
import {
  clearSession,
  getAccessToken,
  getRefreshToken,
  saveTokens,
} from '../session/session-storage';
import {
  buildUrl,
  isSuccess,
  readAnswer,
  readBody,
  sendRequest,
  type ResponseSchema,
  type SendOptions,
} from './api-request';
import { apiErrorFromBody, isApiError } from './api-error';
import { toastMessageFor } from './error-messages';
import { getHttpFeedback } from './http-feedback';
import { submitWrite } from './idempotency-keys';

export interface RequestOptions extends SendOptions {
  /**
   * `false` when the caller shows the error itself: forms show it inline, background polling
   * stays quiet. The expired-session notice shows regardless.
   */
  showErrors?: boolean;
}

/** An answer with its status, for a call whose 2xx statuses differ in meaning (201 or 200). */
export interface HttpAnswer<T> {
  status: number;
  data: T;
}

export interface HttpClient {
  request<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  requestWithStatus<T>(
    path: string,
    schema: ResponseSchema<T>,
    options?: RequestOptions,
  ): Promise<HttpAnswer<T>>;
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  post<T>(
    path: string,
    schema: ResponseSchema<T>,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<T>;
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
    const response = await sendRequest(
      '/auth/refresh',
      { method: 'POST', body: { refreshToken } },
      null,
    );
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
  const first = await sendRequest(path, options, usedToken);
  if (first.status !== 401) return first;
  // Another request may have renewed the session while this one was on its way.
  const current = getAccessToken();
  const renewed = current !== null && current !== usedToken ? true : await refreshSession();
  if (!renewed) return first;
  const retried = await sendRequest(path, options, getAccessToken());
  if (retried.status === 401) expireSession();
  return retried;
}

function createClient(authorised: boolean): HttpClient {
  async function requestWithStatus<T>(
    path: string,
    schema: ResponseSchema<T>,
    options: RequestOptions = {},
  ): Promise<HttpAnswer<T>> {
    try {
      // One call is one submit: a write's key stays the same on the resend after a 401.
      return await submitWrite(
        options.method ?? 'GET',
        buildUrl(path, options.query),
        options.body,
        async (idempotencyKey) => {
          const sent = { ...options, idempotencyKey };
          const response = authorised
            ? await sendAuthorised(path, sent)
            : await sendRequest(path, sent, null);
          return { status: response.status, data: await readAnswer(response, schema) };
        },
      );
    } catch (error) {
      // An authorised 401 here means the session already expired and said so.
      const alreadyReported = authorised && isApiError(error) && error.status === 401;
      if (options.showErrors !== false && isApiError(error) && !alreadyReported) {
        getHttpFeedback().showError(toastMessageFor(error));
      }
      throw error;
    }
  }

  const request = async <T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions) =>
    (await requestWithStatus(path, schema, options)).data;

  return {
    request,
    requestWithStatus,
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
