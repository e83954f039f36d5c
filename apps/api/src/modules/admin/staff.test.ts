import { Role, type StaffMember, type StaffPage } from '@freight/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../db/schema.js';
import { createCompany } from '../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  uniqueEmail,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

const staffForm = (overrides: Record<string, unknown> = {}) => ({
  role: Role.CB,
  lastName: 'Ахметова',
  firstName: 'Жанар',
  middleName: 'Болатовна',
  email: uniqueEmail('staff'),
  phone: '+7 701 777 8899',
  password: 'Staff-pass-123',
  ...overrides,
});

describe(`admin staff management (${testDriver})`, () => {
  let ctx: TestApp;
  let admin: SignedInAccount;
  let securityServiceId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await newPlatformAccount(ctx.app, Role.ADMIN);
    securityServiceId = (await createCompany(ctx.database.db, { kind: 'PLATFORM' })).id;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

  it('creates a security-service account inside the security-service company', async () => {
    const form = staffForm();
    const response = await call('POST', '/api/admin/staff', admin, form);
    expect(response.statusCode).toBe(201);
    const member = response.json<StaffMember>();
    expect(member).toMatchObject({
      login: form.email,
      role: Role.CB,
      companyId: securityServiceId,
      isActive: true,
    });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'staff.created')));
    expect(audit?.actorUserId).toBe(admin.user.id);
  });

  it('creates a moderator without a company', async () => {
    const response = await call(
      'POST',
      '/api/admin/staff',
      admin,
      staffForm({ role: Role.MODERATOR }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: Role.MODERATOR, companyId: null });
  });

  it('creates no other roles', async () => {
    for (const role of [Role.ADMIN, Role.FORWARDER, Role.EMPLOYEE]) {
      const response = await call('POST', '/api/admin/staff', admin, staffForm({ role }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ role: 'validation.invalid' });
    }
  });

  it("refuses an e-mail already used with 'Expeditor already exist'", async () => {
    const response = await call(
      'POST',
      '/api/admin/staff',
      admin,
      staffForm({ email: admin.user.email }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EXPEDITOR_ALREADY_EXISTS');
  });

  it('runs the name, e-mail and password rules', async () => {
    const response = await call(
      'POST',
      '/api/admin/staff',
      admin,
      staffForm({ lastName: 'Akhmetova', email: 'nope', password: 'пароль-пароль' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      lastName: 'validation.cyrillic',
      email: 'validation.email',
      password: 'validation.passwordCharset',
    });
  });

  it('lists CB and moderator accounts only, filtered and searched', async () => {
    const moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const page = (await call('GET', '/api/admin/staff?pageSize=100', admin)).json<StaffPage>();
    const ids = page.items.map((item) => item.id);
    expect(ids).toContain(moderator.user.id);
    expect(ids).not.toContain(owner.user.id);
    expect(ids).not.toContain(admin.user.id);
    expect(page.items.every((item) => [Role.CB, Role.MODERATOR].includes(item.role))).toBe(true);

    const moderators = (
      await call('GET', '/api/admin/staff?role=ROLE_MODERATOR&pageSize=100', admin)
    ).json<StaffPage>();
    expect(moderators.items.every((item) => item.role === Role.MODERATOR)).toBe(true);

    const found = (
      await call('GET', `/api/admin/staff?q=${encodeURIComponent(moderator.user.email)}`, admin)
    ).json<StaffPage>();
    expect(found.items.map((item) => item.id)).toEqual([moderator.user.id]);
  });

  it('deactivates a staff account (its sessions end) and reactivates it', async () => {
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    await ctx.database.db.insert(refreshTokens).values({
      userId: cb.user.id,
      familyId: cb.user.id,
      tokenHash: `hash-${cb.user.id}`,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const deactivated = await call('POST', `/api/admin/staff/${cb.user.id}/deactivate`, admin);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({ isActive: false });
    const live = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, cb.user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);

    const inactive = (await call('GET', '/api/admin/staff?active=false', admin)).json<StaffPage>();
    expect(inactive.items.map((item) => item.id)).toContain(cb.user.id);

    const reactivated = await call('POST', `/api/admin/staff/${cb.user.id}/reactivate`, admin);
    expect(reactivated.json()).toMatchObject({ isActive: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, cb.user.id));
    expect(row?.isActive).toBe(true);
  });

  it('answers 404 for accounts that are not platform staff', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    for (const id of [owner.user.id, admin.user.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call('POST', `/api/admin/staff/${id}/deactivate`, admin);
      expect(response.statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    const moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    for (const account of [cb, moderator, forwarder]) {
      expect((await call('GET', '/api/admin/staff', account)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/staff', account, staffForm())).statusCode).toBe(403);
      expect(
        (await call('POST', `/api/admin/staff/${cb.user.id}/deactivate`, account)).statusCode,
      ).toBe(403);
    }
  });
});

describe(`admin staff without a security-service company (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('cannot create a CB account until the security-service company exists', async () => {
    const admin = await newPlatformAccount(ctx.app, Role.ADMIN);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: admin.headers,
      payload: staffForm(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'SECURITY_SERVICE_MISSING',
      message: 'The platform has no security-service company',
    });
  });
});
