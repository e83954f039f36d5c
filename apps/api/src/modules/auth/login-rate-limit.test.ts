import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many attempts. Please try again later.',
};
const LIMIT = 3;

describe(`attempt limits (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimitMax: LIMIT, loginRateLimitWindowMs: 60_000 });
    forwarder = await createAccount(ctx.database.db, Role.FORWARDER);
  });
  afterAll(() => ctx.close());

  const attempt = (url: string, payload: Record<string, string>, remoteAddress = '203.0.113.10') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('answers the attempt after the limit with 429 and the spec’s message', async () => {
    const login = forwarder.login;
    for (let index = 0; index < LIMIT; index++) {
      const response = await attempt('/api/auth/login', { login, password: 'Wrong-pass1' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await attempt('/api/auth/login', { login, password: forwarder.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts every login endpoint against the same limit', async () => {
    const carrier = await createAccount(ctx.database.db, Role.DRIVER_COMPANY);
    const credentials = { login: carrier.login, password: 'Wrong-pass1' };
    expect((await attempt('/api/auth/login', credentials)).statusCode).toBe(401);
    expect((await attempt('/api/driver-companies/login', credentials)).statusCode).toBe(401);
    expect((await attempt('/api/expeditors/login', credentials)).statusCode).toBe(404);
    const blocked = await attempt('/api/driver-companies/login', credentials);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('limits per address and login: other logins and other addresses are not affected', async () => {
    const target = await createAccount(ctx.database.db, Role.EMPLOYEE);
    const bystander = await createAccount(ctx.database.db, Role.EMPLOYEE);
    for (let index = 0; index <= LIMIT; index++) {
      await attempt('/api/auth/login', { login: target.login, password: 'Wrong-pass1' });
    }
    const sameAddressOtherLogin = await attempt('/api/auth/login', {
      login: bystander.login,
      password: bystander.password,
    });
    expect(sameAddressOtherLogin.statusCode).toBe(200);
    const otherAddressSameLogin = await attempt(
      '/api/auth/login',
      { login: target.login, password: target.password },
      '198.51.100.7',
    );
    expect(otherAddressSameLogin.statusCode).toBe(200);
  });

  it('treats differently written forms of one login as the same login', async () => {
    const target = await createAccount(ctx.database.db, Role.LOGISTICIAN);
    const spellings = [target.login, target.login.toUpperCase(), ` ${target.login} `];
    for (const login of spellings) {
      expect(
        (await attempt('/api/auth/login', { login, password: 'Wrong-pass1' })).statusCode,
      ).toBe(401);
    }
    const blocked = await attempt('/api/auth/login', { login: target.login, password: 'x' });
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
