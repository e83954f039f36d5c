import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/auth-helpers.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';

const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many attempts. Please try again later.',
};
const LIMIT = 3;

describe(`attempt limits (${testDriver}), counted in the database`, () => {
  let ctx: TestApp;
  let forwarder: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimitMax: LIMIT, loginRateLimitWindowMs: 60_000 });
    forwarder = await createAccount(ctx.database.db, Role.FORWARDER);
  });
  afterAll(() => ctx.close());

  const attempt = (url: string, payload: Record<string, string>, remoteAddress = '203.0.113.10') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the attempt after the limit of failures with 429, Retry-After and the spec’s message', async () => {
    const login = forwarder.login;
    for (let index = 0; index < LIMIT; index++) {
      const response = await attempt('/api/auth/login', { login, password: 'Wrong-pass1' });
      expect(response.statusCode).toBe(401);
    }
    // Even the right password: the account's failures are used up for the window.
    const blocked = await attempt('/api/auth/login', { login, password: forwarder.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('does not count successful sign-ins: one account on many devices behind one address', async () => {
    const busy = await createAccount(ctx.database.db, Role.EMPLOYEE);
    for (let index = 0; index < LIMIT * 3; index++) {
      const response = await attempt(
        '/api/auth/login',
        { login: busy.login, password: busy.password },
        '203.0.113.30',
      );
      expect(response.statusCode).toBe(200);
    }
  });

  it('does not count a right password of a deactivated account', async () => {
    const leaving = await createAccount(ctx.database.db, Role.EMPLOYEE, {
      user: { isActive: false },
    });
    const credentials = { login: leaving.login, password: leaving.password };
    for (let index = 0; index < LIMIT + 1; index++) {
      const response = await attempt('/api/auth/login', credentials, '203.0.113.40');
      expect(response.statusCode).toBe(403);
    }
  });

  it('counts every login endpoint against the same limit', async () => {
    const carrier = await createAccount(ctx.database.db, Role.DRIVER_COMPANY);
    const credentials = { login: carrier.login, password: 'Wrong-pass1' };
    const address = '203.0.113.20';
    expect((await attempt('/api/auth/login', credentials, address)).statusCode).toBe(401);
    expect((await attempt('/api/driver-companies/login', credentials, address)).statusCode).toBe(
      401,
    );
    expect((await attempt('/api/expeditors/login', credentials, address)).statusCode).toBe(404);
    const blocked = await attempt('/api/driver-companies/login', credentials, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits failures per account whatever the address', async () => {
    const target = await createAccount(ctx.database.db, Role.EMPLOYEE);
    for (let index = 0; index < LIMIT; index++) {
      const from = `198.51.100.${10 + index}`;
      await attempt('/api/auth/login', { login: target.login, password: 'Wrong-pass1' }, from);
    }
    const fromAFreshAddress = await attempt(
      '/api/auth/login',
      { login: target.login, password: target.password },
      '198.51.100.99',
    );
    expect(fromAFreshAddress.statusCode).toBe(429);
  });

  it('limits failures per address whatever the account, and leaves other addresses alone', async () => {
    const address = '192.0.2.50';
    for (let index = 0; index < LIMIT; index++) {
      const login = `nobody-${index}-${crypto.randomUUID()}@example.kz`;
      const response = await attempt(
        '/api/auth/login',
        { login, password: 'Wrong-pass1' },
        address,
      );
      expect(response.statusCode).toBe(404);
    }
    const bystander = await createAccount(ctx.database.db, Role.EMPLOYEE);
    const credentials = { login: bystander.login, password: bystander.password };
    expect((await attempt('/api/auth/login', credentials, address)).statusCode).toBe(429);
    expect((await attempt('/api/auth/login', credentials, '192.0.2.51')).statusCode).toBe(200);
  });

  it('lets exactly the limit of simultaneous wrong guesses through, however they race', async () => {
    const target = await createAccount(ctx.database.db, Role.FORWARDER);
    const responses = await Promise.all(
      Array.from({ length: LIMIT * 2 }, (_, index) =>
        attempt(
          '/api/auth/login',
          { login: target.login, password: 'Wrong-pass1' },
          `198.18.0.${index + 1}`,
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT);
  });

  it('counts the failures, and the plugin’s limits, of both instances together', async () => {
    const second = await createSecondInstance(ctx, {
      loginRateLimitMax: LIMIT,
      loginRateLimitWindowMs: 60_000,
    });
    try {
      const target = await createAccount(ctx.database.db, Role.CB);
      const wrong = {
        login: target.login,
        password: 'Wrong-pass1',
        bin: target.company?.bin ?? '',
      };
      const address = '203.0.113.77';
      for (let index = 0; index < LIMIT; index++) {
        const instance = index % 2 === 0 ? ctx : second;
        const response = await instance.app.inject({
          method: 'POST',
          url: '/api/cb/login',
          payload: wrong,
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await second.app.inject({
        method: 'POST',
        url: '/api/cb/login',
        payload: { ...wrong, password: target.password },
        remoteAddress: '203.0.113.78',
      });
      expect(blocked.statusCode).toBe(429);

      // The plugin's limits (here the recovery mails) count in the shared store as well.
      const email = (await createAccount(ctx.database.db, Role.FORWARDER)).login;
      for (let index = 0; index < LIMIT; index++) {
        const instance = index % 2 === 0 ? second : ctx;
        const response = await instance.app.inject({
          method: 'POST',
          url: '/api/passwords/send-otp-email-expeditor',
          payload: { email },
          remoteAddress: address,
        });
        expect(response.statusCode).toBe(200);
      }
      const refused = await ctx.app.inject({
        method: 'POST',
        url: '/api/passwords/send-otp-email-expeditor',
        payload: { email },
        remoteAddress: address,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await second.close();
    }
  });

  it('treats differently written forms of one login as the same login', async () => {
    const target = await createAccount(ctx.database.db, Role.LOGISTICIAN);
    const spellings = [target.login, target.login.toUpperCase(), ` ${target.login} `];
    for (const login of spellings) {
      expect(
        (await attempt('/api/auth/login', { login, password: 'Wrong-pass1' }, '203.0.113.60'))
          .statusCode,
      ).toBe(401);
    }
    const blocked = await attempt(
      '/api/auth/login',
      { login: target.login, password: 'x' },
      '203.0.113.61',
    );
    expect(blocked.statusCode).toBe(429);
  });

  it('limits requests for recovery codes per address and e-mail', async () => {
    const email = (await createAccount(ctx.database.db, Role.FORWARDER)).login;
    for (let index = 0; index < LIMIT; index++) {
      const response = await attempt('/api/passwords/send-otp-email-expeditor', { email });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await attempt('/api/passwords/send-otp-email-expeditor', { email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits code checks per address and e-mail', async () => {
    const email = (await createAccount(ctx.database.db, Role.CB)).login;
    for (let index = 0; index < LIMIT; index++) {
      const response = await attempt('/api/passwords/validate-otp', { email, otp: '123456' });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await attempt('/api/passwords/validate-otp', { email, otp: '123456' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});
