import { Role } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/auth-helpers.js';
import { otpFromOutbox, recoveryClient, wrongOtp } from '../../../test/recovery-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { passwordResets } from '../../db/schema.js';

describe(`recovery code check (${testDriver})`, () => {
  let ctx: TestApp;
  let recovery: ReturnType<typeof recoveryClient>;

  beforeAll(async () => {
    ctx = await createTestApp({ smtpUrl: undefined });
    recovery = recoveryClient(ctx.app, (email) => otpFromOutbox(ctx.app, email));
  });
  afterAll(() => ctx.close());

  const newAccount = () => createAccount(ctx.database.db, Role.FORWARDER);

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const account = await newAccount();
    const otp = await recovery.requestOtp(account.login);
    await ctx.database.db
      .update(passwordResets)
      .set({ otpExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.user.id));
    const response = await recovery.validateOtp(account.login, otp);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'OTP_EXPIRED',
      message: 'The code has expired, request a new one',
    });
  });

  it('uses the code up after five wrong tries, even for the right code afterwards', async () => {
    const account = await newAccount();
    const otp = await recovery.requestOtp(account.login);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await recovery.validateOtp(account.login, wrongOtp(otp));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'OTP_INVALID', message: 'The code is wrong' });
    }
    const [row] = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id));
    expect(row?.attempts).toBe(5);

    const sixth = await recovery.validateOtp(account.login, otp);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes, request a new one',
    });
    // A fresh code starts over.
    const fresh = await recovery.requestOtp(account.login);
    expect((await recovery.validateOtp(account.login, fresh)).statusCode).toBe(200);
  });

  it('accepts the right code on the fifth try', async () => {
    const account = await newAccount();
    const otp = await recovery.requestOtp(account.login);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await recovery.validateOtp(account.login, wrongOtp(otp))).statusCode).toBe(400);
    }
    expect((await recovery.validateOtp(account.login, otp)).statusCode).toBe(200);
  });

  it('counts simultaneous wrong guesses without letting more than five through', async () => {
    const account = await newAccount();
    const otp = await recovery.requestOtp(account.login);
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => recovery.validateOtp(account.login, wrongOtp(otp))),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect((await recovery.validateOtp(account.login, otp)).statusCode).toBe(429);
  });

  it('trades a code for a reset token only once', async () => {
    const account = await newAccount();
    const otp = await recovery.requestOtp(account.login);
    expect((await recovery.validateOtp(account.login, otp)).statusCode).toBe(200);
    const again = await recovery.validateOtp(account.login, otp);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('OTP_INVALID');
  });

  it('answers a code for an unknown e-mail as a wrong code', async () => {
    const response = await recovery.validateOtp('nobody-here@test.kz', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('OTP_INVALID');
  });

  it('refuses a code that is not six digits as a validation error', async () => {
    const response = await recovery.validateOtp('someone@test.kz', '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { otp: 'validation.otpFormat' },
    });
  });
});
