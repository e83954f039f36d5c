import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../../test/auth-helpers.js';
import { otpFromOutbox } from '../../../test/recovery-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/** Runs the whole sign-in and recovery flow with logging at its most talkative. */
describe(`secrets in the log (${testDriver})`, () => {
  let ctx: TestApp;
  let account: TestAccount;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await createTestApp(
      { logLevel: 'trace', smtpUrl: undefined },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    account = await createAccount(ctx.database.db, Role.FORWARDER, {
      user: { password: 'Query-secret-77' },
    });
  });
  afterAll(() => ctx.close());

  it('never contains a password, token or code, on success or failure', async () => {
    const secrets: string[] = [account.password, 'Wrong-secret-99', 'Brand-new-secret-55'];
    const inject = ctx.app.inject.bind(ctx.app);

    const signedIn = await inject({
      method: 'POST',
      url: '/api/expeditors/login',
      query: { login: account.login, password: account.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const { accessToken, refreshToken } = signedIn.json<{
      accessToken: string;
      refreshToken: string;
    }>();
    secrets.push(accessToken, refreshToken);

    const failed = await inject({
      method: 'POST',
      url: '/api/auth/login',
      query: { login: account.login, password: 'Wrong-secret-99' },
    });
    expect(failed.statusCode).toBe(401);

    const refreshed = await inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    secrets.push(refreshed.json<{ refreshToken: string }>().refreshToken);

    await inject({
      method: 'POST',
      url: '/api/passwords/send-otp-email-expeditor',
      query: { email: account.login },
    });
    const otp = await otpFromOutbox(ctx.app, account.login);
    secrets.push(otp);

    const validated = await inject({
      method: 'POST',
      url: '/api/passwords/validate-otp',
      query: { email: account.login, otp },
    });
    const { resetToken } = validated.json<{ resetToken: string }>();
    secrets.push(resetToken);

    const reset = await inject({
      method: 'POST',
      url: '/api/passwords/forgot-password-expeditor',
      query: { login: account.login, newPassword: 'Brand-new-secret-55', resetToken },
    });
    expect(reset.statusCode).toBe(200);

    const log = lines.join('');
    // The requests were logged, with their query strings scrubbed…
    expect(log).toContain('/api/expeditors/login?');
    expect(log).toContain('password=***');
    expect(log).toContain('mail stored in outbox');
    // …and no secret made it in, in any form.
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });
});
