import { notificationPageSchema } from '@freight/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, makeNotificationPage, signIn } from '../../test/factories';
import { json, stubFetch } from '../../test/fetch-stub';
import { StorageKey } from '../session/session-storage';
import { ApiError } from './api-error';
import { anyBody, http, publicHttp } from './http-client';
import { setHttpFeedback } from './http-feedback';

const page = makeNotificationPage([]);
/** What `POST /api/auth/refresh` answers: the new token pair only. */
const renewedSession = { accessToken: 'access-2', refreshToken: 'refresh-2' };

let showError: ReturnType<typeof vi.fn<(text: string, key?: string) => void>>;
let onSessionExpired: ReturnType<typeof vi.fn<() => void>>;
let restoreFeedback: () => void;

beforeEach(() => {
  showError = vi.fn();
  onSessionExpired = vi.fn();
  restoreFeedback = setHttpFeedback({ showError, onSessionExpired });
});
afterEach(() => restoreFeedback());

const getPage = () => http.get('/notifications', notificationPageSchema);

describe('the authorised client', () => {
  it('sends the stored access token as a bearer token', async () => {
    signIn();
    const network = stubFetch({ 'GET /api/notifications': () => json(200, page) });
    await expect(getPage()).resolves.toEqual(page);
    expect(network.calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('refreshes once on a 401 and retries the request with the new token', async () => {
    signIn();
    const network = stubFetch({
      'GET /api/notifications': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2'
          ? json(200, page)
          : json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': () => json(200, renewedSession),
    });

    await expect(getPage()).resolves.toEqual(page);

    expect(network.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(network.callsTo('POST', '/api/auth/refresh')[0]?.body).toEqual({
      refreshToken: 'refresh-1',
    });
    expect(network.callsTo('GET', '/api/notifications')).toHaveLength(2);
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBe('access-2');
    expect(localStorage.getItem(StorageKey.REFRESH_TOKEN)).toBe('refresh-2');
    // The refresh answers no account: the stored one stays.
    expect(JSON.parse(localStorage.getItem(StorageKey.ACCOUNT) ?? 'null')).toEqual(makeAccount());
    expect(showError).not.toHaveBeenCalled();
  });

  it('shares one refresh between requests that fail together', async () => {
    signIn();
    const network = stubFetch({
      'GET /api/notifications': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-2'
          ? json(200, page)
          : json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, renewedSession);
      },
    });

    await Promise.all([getPage(), getPage(), getPage()]);

    expect(network.callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });

  it('takes the pair another tab stored while this one waited for the refresh lock', async () => {
    signIn();
    // Web Locks, as a browser grants them: this tab waits while another one holds the lock
    // and rotates the shared tokens.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (_name: string, exchange: () => Promise<unknown>) => {
          localStorage.setItem(StorageKey.ACCESS_TOKEN, 'access-from-other-tab');
          localStorage.setItem(StorageKey.REFRESH_TOKEN, 'refresh-from-other-tab');
          return exchange();
        },
      },
    });
    const network = stubFetch({
      'GET /api/notifications': ({ headers }) =>
        headers.get('Authorization') === 'Bearer access-from-other-tab'
          ? json(200, page)
          : json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': () => json(200, renewedSession),
    });

    try {
      await expect(getPage()).resolves.toEqual(page);
    } finally {
      vi.unstubAllGlobals();
    }

    expect(network.callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(localStorage.getItem(StorageKey.REFRESH_TOKEN)).toBe('refresh-from-other-tab');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears the storage except the language, says unauthorised and leaves when the refresh fails', async () => {
    signIn();
    localStorage.setItem(StorageKey.LOCALE, 'ru');
    stubFetch({
      'GET /api/notifications': () => json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': () =>
        json(401, { code: 'INVALID_REFRESH_TOKEN', message: 'Session expired' }),
    });

    await expect(getPage()).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBeNull();
    expect(localStorage.getItem(StorageKey.REFRESH_TOKEN)).toBeNull();
    expect(localStorage.getItem(StorageKey.ACCOUNT)).toBeNull();
    expect(localStorage.getItem(StorageKey.LOCALE)).toBe('ru');
    expect(showError).toHaveBeenCalledTimes(1);
    expect(showError).toHaveBeenCalledWith('Unauthorized', 'session-expired');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('answers the status beside the body for a call whose 2xx statuses differ in meaning', async () => {
    signIn();
    let created = true;
    stubFetch({ 'POST /api/things': () => json(created ? 201 : 200, { id: 'a' }) });
    const add = () => http.requestWithStatus('/things', anyBody, { method: 'POST', body: {} });
    await expect(add()).resolves.toEqual({ status: 201, data: { id: 'a' } });
    created = false;
    await expect(add()).resolves.toEqual({ status: 200, data: { id: 'a' } });
  });

  it('does not retry more than once when the renewed token is refused too', async () => {
    signIn();
    const network = stubFetch({
      'GET /api/notifications': () => json(401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
      'POST /api/auth/refresh': () => json(200, renewedSession),
    });

    await expect(getPage()).rejects.toBeInstanceOf(ApiError);

    expect(network.callsTo('GET', '/api/notifications')).toHaveLength(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('error toasts', () => {
  it.each([
    [403, { code: 'ACCESS_DENIED', message: 'Access Denied' }, 'Access Denied'],
    [404, { code: 'USER_NOT_FOUND', message: 'User not found' }, 'Nothing found for the request'],
    [
      409,
      { code: 'VERSION_CONFLICT', message: 'x' },
      'The record was changed by someone else; reload and try again',
    ],
    [422, { code: 'SOMETHING_NEW', message: 'A server text' }, 'A server text'],
    [500, undefined, 'Something went wrong'],
  ])('answer a %i with the right text', async (status, body, expected) => {
    signIn();
    stubFetch({ 'GET /api/notifications': () => json(status, body) });

    const error = await getPage().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status });
    expect(showError).toHaveBeenCalledWith(expected);
  });

  it('stay quiet when the caller shows the error itself', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
    });

    const error = await publicHttp
      .post('/auth/login', anyBody, { login: 'a@b.kz', password: 'x' }, { showErrors: false })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
    expect(showError).not.toHaveBeenCalled();
  });

  it('report an unreachable server as a network error', async () => {
    stubFetch({ 'GET /api/notifications': () => Response.error() });

    await expect(getPage()).rejects.toMatchObject({ status: 0 });

    expect(showError).toHaveBeenCalledWith(
      'No connection to the server. Check your internet connection.',
    );
  });
});

describe('the public client', () => {
  it('sends no authorization header and never refreshes', async () => {
    signIn();
    const network = stubFetch({
      'POST /api/auth/login': () =>
        json(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' }),
    });

    await publicHttp
      .post('/auth/login', anyBody, { login: 'a@b.kz', password: 'x' }, { showErrors: false })
      .catch(() => undefined);

    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]?.headers.get('Authorization')).toBeNull();
    expect(localStorage.getItem(StorageKey.ACCESS_TOKEN)).toBe('access-1');
  });

  it('carries the field errors of a validation failure', async () => {
    stubFetch({
      'POST /api/auth/login': () =>
        json(400, {
          code: 'VALIDATION_FAILED',
          message: 'Validation error',
          fields: { login: 'validation.email' },
        }),
    });

    const error = await publicHttp
      .post('/auth/login', anyBody, { login: 'x', password: 'x' }, { showErrors: false })
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ fields: { login: 'validation.email' } });
  });
});
