import { Role } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/auth-helpers.js';
import { NEW_PASSWORD, otpFromOutbox, recoveryClient } from '../../../test/recovery-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { passwordResets } from '../../db/schema.js';

describe(`password reset with the reset token (${testDriver})`, () => {
  let ctx: TestApp;
  let recovery: ReturnType<typeof recoveryClient>;

  beforeAll(async () => {
    ctx = await createTestApp({ smtpUrl: undefined });
    recovery = recoveryClient(ctx.app, (email) => otpFromOutbox(ctx.app, email));
  });
  afterAll(() => ctx.close());

  const newAccount = () => createAccount(ctx.database.db, Role.EMPLOYEE);

  it('accepts a reset token once only', async () => {
    const account = await newAccount();
    const resetToken = await recovery.obtainResetToken(account.login);
    expect((await recovery.resetPassword(account.login, resetToken)).statusCode).toBe(200);
    const second = await recovery.resetPassword(account.login, resetToken, 'Another-pass3');
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({
      code: 'RESET_TOKEN_INVALID',
      message: 'The password reset link is no longer valid',
    });
    expect((await recovery.login(account.login, 'Another-pass3')).statusCode).toBe(401);
    expect((await recovery.login(account.login, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a reset token presented for another login', async () => {
    const owner = await newAccount();
    const victim = await newAccount();
    const resetToken = await recovery.obtainResetToken(owner.login);
    const response = await recovery.resetPassword(victim.login, resetToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
    // The victim's password is untouched; the token still serves its own account.
    expect((await signIn(ctx.app, victim)).account.id).toBe(victim.user.id);
    expect((await recovery.resetPassword(owner.login, resetToken)).statusCode).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const account = await newAccount();
    const resetToken = await recovery.obtainResetToken(account.login);
    await ctx.database.db
      .update(passwordResets)
      .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.user.id));
    const response = await recovery.resetPassword(account.login, resetToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a reset token it never issued', async () => {
    const account = await newAccount();
    const response = await recovery.resetPassword(account.login, 'made-up-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('requires the reset token', async () => {
    const account = await newAccount();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/passwords/forgot-password-expeditor',
      query: { login: account.login, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { resetToken: expect.any(String) },
    });
  });

  it('takes login and new password as query parameters and the token from X-Reset-Token', async () => {
    const account = await newAccount();
    const resetToken = await recovery.obtainResetToken(account.login);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/passwords/forgot-password-expeditor',
      query: { login: account.login, newPassword: NEW_PASSWORD },
      headers: { 'x-reset-token': resetToken },
    });
    expect(response.statusCode).toBe(200);
    const session = await signIn(ctx.app, { login: account.login, password: NEW_PASSWORD });
    expect(session.account.id).toBe(account.user.id);
  });

  it('holds the new password to the password rules and keeps the token for a better one', async () => {
    const account = await newAccount();
    const resetToken = await recovery.obtainResetToken(account.login);
    const response = await recovery.resetPassword(account.login, resetToken, 'пароль123');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: expect.stringMatching(/^validation\./) },
    });
    expect((await recovery.resetPassword(account.login, resetToken)).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const account = await newAccount();
    const resetToken = await recovery.obtainResetToken(account.login);
    const results = await Promise.all([
      recovery.resetPassword(account.login, resetToken, 'First-pass-11'),
      recovery.resetPassword(account.login, resetToken, 'Second-pass-22'),
    ]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });
});
