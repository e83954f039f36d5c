import type { LoginResponse } from '@freight/shared';
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_CB_BIN, demoAccount, type Credentials } from './demo-accounts';
import type { FixtureFile } from './fixture-files';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  /** Who calls: their session is opened on first use and kept for the test. */
  as?: Credentials | 'security service';
  data?: unknown;
  multipart?: Record<string, string | FixtureFile>;
  /** The status the call must answer; any other fails the test, quoting the answer. */
  status: number;
}

/**
 * The worker's API as the fixtures and specs seed it: one call per request, its status
 * checked, its answer typed by the caller with the shared schemas' types.
 */
export class ApiClient {
  private readonly sessions = new Map<string, Promise<LoginResponse>>();

  constructor(private readonly request: APIRequestContext) {}

  async call<T>(method: Method, path: string, options: CallOptions): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.as) {
      const { accessToken } = await this.sessionOf(options.as);
      headers.authorization = `Bearer ${accessToken}`;
    }
    const response = await this.request.fetch(`/api${path}`, {
      method,
      headers,
      data: options.data,
      multipart: options.multipart,
    });
    const body = await response.text();
    expect(response.status(), `${method} /api${path} answered ${body}`).toBe(options.status);
    return (body === '' ? undefined : JSON.parse(body)) as T;
  }

  /** A new session for `account` from `/api/auth/login`, e.g. for a page to use. */
  signIn(account: Credentials): Promise<LoginResponse> {
    return this.call<LoginResponse>('POST', '/auth/login', { data: account, status: 200 });
  }

  /** The session the client's own calls use for `account`: signed in once per test. */
  private sessionOf(account: Credentials | 'security service'): Promise<LoginResponse> {
    const key = account === 'security service' ? account : account.login;
    let session = this.sessions.get(key);
    if (!session) {
      session =
        account === 'security service'
          ? // The security service's own endpoint, which also checks its company's BIN.
            this.call<LoginResponse>('POST', '/cb/login', {
              data: { ...demoAccount('ROLE_CB'), bin: DEMO_CB_BIN },
              status: 200,
            })
          : this.signIn(account);
      this.sessions.set(key, session);
    }
    return session;
  }
}
