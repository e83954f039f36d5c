import { NotificationType, Role, type Profile } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../../db/schema.js';
import { verifyPassword } from '../../../platform/auth/password.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  TEST_PASSWORD,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`own profile (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

  const contact = {
    lastName: 'Новикова',
    firstName: 'Алия',
    middleName: '',
    phone: '+7 705 999 0000',
  };

  it('shows the own contact data with the version an edit needs', async () => {
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const response = await call('GET', '/api/profile', owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: owner.user.id,
      login: owner.user.email,
      role: Role.FORWARDER,
      lastName: owner.user.lastName,
      firstName: owner.user.firstName,
      middleName: owner.user.middleName,
      phone: owner.user.phone,
      version: 1,
    });
  });

  it('lets every kind of account edit its own names and phone', async () => {
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const accounts = [
      forwarder,
      await newCompanyStaff(ctx.app, forwarder.company),
      await newPlatformAccount(ctx.app, Role.CB),
      await newPlatformAccount(ctx.app, Role.ADMIN),
      await newPlatformAccount(ctx.app, Role.MODERATOR),
    ];
    for (const account of accounts) {
      const response = await call('PATCH', '/api/profile', account, { ...contact, version: 1 });
      expect(response.statusCode, account.user.role).toBe(200);
      expect(response.json<Profile>()).toMatchObject({
        lastName: 'Новикова',
        middleName: null,
        phone: '+7 705 999 0000',
        version: 2,
      });
    }
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, forwarder.user.id), eq(auditLog.action, 'profile.updated')));
    expect(audit?.after).toMatchObject({ lastName: 'Новикова' });
  });

  it('refuses an edit on a stale version', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    expect(
      (await call('PATCH', '/api/profile', owner, { ...contact, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await call('PATCH', '/api/profile', owner, { ...contact, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('keeps the Cyrillic rule for names', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    const response = await call('PATCH', '/api/profile', owner, {
      ...contact,
      firstName: 'Aliya',
      version: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ firstName: 'validation.cyrillic' });
  });

  describe('password change', () => {
    it('takes a new password when the current one is right, and tells the user', async () => {
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const response = await call('POST', '/api/profile/password', owner, {
        oldPassword: TEST_PASSWORD,
        newPassword: 'Brand-new-pass9',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
      expect(await verifyPassword(row?.passwordHash ?? '', 'Brand-new-pass9')).toBe(true);
      const notices = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, owner.user.id));
      expect(notices.map((notice) => notice.type)).toContain(NotificationType.PASSWORD_CHANGED);
    });

    it('refuses a wrong current password and keeps the old one', async () => {
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const response = await call('POST', '/api/profile/password', owner, {
        oldPassword: 'Not-my-password1',
        newPassword: 'Brand-new-pass9',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'OLD_PASSWORD_WRONG',
        message: 'The current password is wrong',
        fields: { oldPassword: 'validation.oldPasswordWrong' },
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, owner.user.id));
      expect(await verifyPassword(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
    });

    it.each([
      [{ newPassword: 'Brand-new-pass9' }, 'oldPassword', 'validation.required'],
      [{ oldPassword: '', newPassword: 'Brand-new-pass9' }, 'oldPassword', 'validation.required'],
      [
        { oldPassword: TEST_PASSWORD, newPassword: 'новый-пароль' },
        'newPassword',
        'validation.passwordCharset',
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: 'Ab1' },
        'newPassword',
        'validation.passwordLength',
      ],
      [
        { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
        'newPassword',
        'validation.passwordSameAsOld',
      ],
    ])('refuses %j: %s %s', async (payload, field, key) => {
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const response = await call('POST', '/api/profile/password', owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field], key);
    });
  });

  it('refuses callers without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
  });
});
