import { Role } from '@freight/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/auth-helpers.js';
import {
  NEW_PASSWORD,
  otpFrom,
  otpFromOutbox,
  recoveryClient,
} from '../../../test/recovery-client.js';
import { mailSealOf, outboxRowsContaining } from '../../../test/mail-outbox.js';
import { startSmtpInbox, type SmtpInbox } from '../../../test/smtp-inbox.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { auditLog, mailOutbox, notifications, passwordResets } from '../../db/schema.js';

describe(`password recovery over SMTP (${testDriver})`, () => {
  let inbox: SmtpInbox;
  let ctx: TestApp;
  let recovery: ReturnType<typeof recoveryClient>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestApp({ smtpUrl: inbox.url });
    recovery = recoveryClient(ctx.app, async (email) => otpFrom((await inbox.waitFor(email)).text));
  });
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  it('recovers a password end to end with the code received over SMTP', async () => {
    const account = await createAccount(ctx.database.db, Role.FORWARDER);
    const earlierSession = await signIn(ctx.app, account);

    const sent = await recovery.sendOtp(account.login);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ ok: true });
    const mail = await inbox.waitFor(account.login);
    expect(mail.subject).toContain('Password recovery code');
    expect(mail.subject).toContain('Код восстановления пароля');
    expect(mail.subject).toContain('Құпия сөзді қалпына келтіру коды');
    const otp = otpFrom(mail.text);
    expect(mail.text).toContain(`Құпия сөзді қалпына келтіру коды: ${otp}`);
    expect(mail.text).toContain(`Код для восстановления пароля: ${otp}`);
    expect(mail.text).toContain(`Your password recovery code: ${otp}`);
    expect(mail.text).toContain('valid for 10 minutes');

    const validated = await recovery.validateOtp(account.login, otp);
    expect(validated.statusCode).toBe(200);
    const { resetToken } = validated.json<{ resetToken: string }>();
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const reset = await recovery.resetPassword(account.login, resetToken);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    // The new password works, the old one does not, and every earlier session is over.
    expect((await recovery.login(account.login, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await recovery.login(account.login, account.password)).statusCode).toBe(401);
    const oldRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: earlierSession.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);

    const db = ctx.database.db;
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityId, account.user.id));
    expect(audit).toMatchObject({ action: 'user.passwordReset', actorUserId: account.user.id });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, account.user.id));
    expect(notice).toMatchObject({ type: 'PASSWORD_CHANGED', readAt: null });

    // The outbox keeps the mail's keyed digest only: neither the code nor the body.
    const [outboxRow] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.login));
    expect(outboxRow?.sentAt).not.toBeNull();
    expect(outboxRow?.sealedBody).toBeNull();
    expect(outboxRow?.bodySha256).toBe(mailSealOf(ctx.app).digest(mail.text));
    expect(await outboxRowsContaining(ctx.database, otp)).toEqual([]);
    const [resetRow] = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id));
    expect(resetRow?.consumedAt).not.toBeNull();
    expect(JSON.stringify(resetRow)).not.toContain(otp);
    expect(JSON.stringify(resetRow)).not.toContain(resetToken);
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const before = inbox.messages.length;
    const response = await recovery.sendOtp('nobody-here@test.kz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const outbox = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'nobody-here@test.kz'));
    expect(outbox).toHaveLength(0);
    expect(inbox.messages.length).toBe(before);
  });

  it('sends no code to a deactivated account', async () => {
    const inactive = await createAccount(ctx.database.db, Role.EMPLOYEE, {
      user: { isActive: false },
    });
    expect((await recovery.sendOtp(inactive.login)).statusCode).toBe(200);
    const resets = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, inactive.user.id));
    expect(resets).toHaveLength(0);
  });

  it('lets a new code replace the previous one', async () => {
    const account = await createAccount(ctx.database.db, Role.DRIVER_COMPANY);
    const first = await recovery.requestOtp(account.login);
    const second = await recovery.requestOtp(account.login);
    const rows = await ctx.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.user.id))
      .orderBy(desc(passwordResets.createdAt));
    expect(rows.map((row) => row.consumedAt === null)).toEqual([true, false]);
    // Two random codes coincide once in a million; only then is the old one still "right".
    if (first !== second) {
      const withFirst = await recovery.validateOtp(account.login, first);
      expect(withFirst.json().code).toBe('OTP_INVALID');
    }
    expect((await recovery.validateOtp(account.login, second)).statusCode).toBe(200);
  });
});

describe(`password recovery without SMTP (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ smtpUrl: undefined });
  });
  afterAll(() => ctx.close());

  it('keeps the code in the outbox, where the embedded mode reads it', async () => {
    const account = await createAccount(ctx.database.db, Role.DRIVER_COMPANY);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/passwords/send-otp-email-expeditor',
      payload: { email: account.login },
    });
    expect(sent.statusCode).toBe(200);

    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.login));
    expect(mail?.sentAt).toBeNull();
    // Sealed: readable with the app's key, and in no column of any row in clear.
    const otp = await otpFromOutbox(ctx.app, account.login);
    expect(await outboxRowsContaining(ctx.database, otp)).toEqual([]);
    expect(await outboxRowsContaining(ctx.database, account.login)).toEqual([mail?.id]);

    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/api/passwords/validate-otp',
      query: { email: account.login, otp },
    });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toHaveProperty('resetToken');
  });
});
