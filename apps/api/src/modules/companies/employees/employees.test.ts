import { Role, type Employee, type EmployeePage } from '@freight/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  uniqueEmail,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

const SECTIONS = [
  { kind: 'FORWARDER', base: '/api/employees', role: Role.EMPLOYEE },
  { kind: 'CARRIER', base: '/api/company-logists', role: Role.LOGISTICIAN },
] as const;

describe(`employees and logisticians (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: account.headers,
      ...(payload ? { payload } : {}),
    });

  const employeeForm = (overrides: Record<string, unknown> = {}) => ({
    lastName: 'Касымова',
    firstName: 'Дина',
    middleName: 'Ериковна',
    iin: '900115300003',
    email: uniqueEmail('employee'),
    phone: '+7 702 111 2233',
    canSign: true,
    password: 'Employee-pass1',
    ...overrides,
  });

  describe.each(SECTIONS)('$base', ({ kind, base, role }) => {
    let owner: SignedInAccount & { company: TestCompany };
    beforeAll(async () => {
      owner = await newCompanyOwner(ctx.app, kind);
    });

    it(`adds a ${role} who may sign, with an audit row and no password in it`, async () => {
      const form = employeeForm();
      const response = await call('POST', base, owner, form);
      expect(response.statusCode).toBe(201);
      const employee = response.json<Employee>();
      expect(employee).toMatchObject({
        login: form.email,
        role,
        lastName: 'Касымова',
        iin: '900115300003',
        canSign: true,
        isActive: true,
        version: 1,
      });
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, employee.id));
      expect(row).toMatchObject({ companyId: owner.company.id, role });
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const [audit] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, employee.id), eq(auditLog.action, 'employee.created')));
      expect(audit?.actorUserId).toBe(owner.user.id);
      expect(JSON.stringify(audit?.after)).not.toContain('Employee-pass1');
      expect(JSON.stringify(audit?.after)).not.toContain('argon2');
    });

    it('lists its people with search and paging, only its own', async () => {
      const other = await newCompanyOwner(ctx.app, kind);
      const foreign = await newCompanyStaff(ctx.app, other.company);
      const created = await call(
        'POST',
        base,
        owner,
        employeeForm({ lastName: 'Уникальнова', email: uniqueEmail('searchable') }),
      );
      const page = (await call('GET', `${base}?pageSize=100`, owner)).json<EmployeePage>();
      expect(page.items.map((item) => item.id)).toContain(created.json().id);
      expect(page.items.map((item) => item.id)).not.toContain(foreign.user.id);
      expect(page.items.every((item) => item.role === role)).toBe(true);

      const found = (
        await call('GET', `${base}?q=${encodeURIComponent('уникальн')}`, owner)
      ).json<EmployeePage>();
      expect(found.items.map((item) => item.id)).toEqual([created.json().id]);

      const paged = (await call('GET', `${base}?page=2&pageSize=1`, owner)).json<EmployeePage>();
      expect(paged).toMatchObject({ page: 2, pageSize: 1, total: page.total });
      expect(paged.items).toHaveLength(1);
    });

    it('edits at the version read, keeping the password unless a new one is given', async () => {
      const created = (await call('POST', base, owner, employeeForm())).json<Employee>();
      const [before] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
      const edit = employeeForm({
        email: created.login,
        firstName: 'Динара',
        canSign: false,
        password: '',
        version: 1,
      });
      const response = await call('PUT', `${base}/${created.id}`, owner, edit);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Динара', canSign: false, version: 2 });
      const [after] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
      expect(after?.passwordHash).toBe(before?.passwordHash);

      const stale = await call('PUT', `${base}/${created.id}`, owner, edit);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');

      const withPassword = await call('PUT', `${base}/${created.id}`, owner, {
        ...edit,
        password: 'Another-pass2',
        version: 2,
      });
      expect(withPassword.statusCode).toBe(200);
      const [changed] = await ctx.database.db.select().from(users).where(eq(users.id, created.id));
      expect(changed?.passwordHash).not.toBe(before?.passwordHash);
    });

    it('deactivates and reactivates, ending the sessions and deleting nothing', async () => {
      const member = await newCompanyStaff(ctx.app, owner.company);
      await ctx.database.db.insert(refreshTokens).values({
        userId: member.user.id,
        familyId: member.user.id,
        tokenHash: `hash-${member.user.id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
      const deactivated = await call('POST', `${base}/${member.user.id}/deactivate`, owner);
      expect(deactivated.statusCode).toBe(200);
      expect(deactivated.json()).toMatchObject({ isActive: false });
      const live = await ctx.database.db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, member.user.id), isNull(refreshTokens.revokedAt)));
      expect(live).toHaveLength(0);

      const inactive = (await call('GET', `${base}?active=false&pageSize=100`, owner)).json();
      expect(inactive.items.map((item: Employee) => item.id)).toContain(member.user.id);

      const reactivated = await call('POST', `${base}/${member.user.id}/reactivate`, owner);
      expect(reactivated.json()).toMatchObject({ isActive: true });
      const actions = await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, member.user.id));
      expect(actions.map((row) => row.action)).toEqual([
        'employee.deactivated',
        'employee.reactivated',
      ]);
    });

    it("answers 404 to another company's owner for every operation on its people", async () => {
      const member = await newCompanyStaff(ctx.app, owner.company);
      const intruder = await newCompanyOwner(ctx.app, kind);
      const edit = employeeForm({ email: member.user.email, version: 1 });
      for (const [method, url, payload] of [
        ['GET', `${base}/${member.user.id}`, undefined],
        ['PUT', `${base}/${member.user.id}`, edit],
        ['POST', `${base}/${member.user.id}/deactivate`, undefined],
        ['POST', `${base}/${member.user.id}/reactivate`, undefined],
      ] as const) {
        const response = await call(method, url, intruder, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
      const [unchanged] = await ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, member.user.id));
      expect(unchanged).toMatchObject({ isActive: true, version: 1 });
    });

    it('answers 404 for the owner itself and for platform accounts by id', async () => {
      const cb = await newPlatformAccount(ctx.app, Role.CB);
      expect((await call('GET', `${base}/${owner.user.id}`, owner)).statusCode).toBe(404);
      expect((await call('GET', `${base}/${cb.user.id}`, owner)).statusCode).toBe(404);
    });

    it("refuses an e-mail already used with 'Expeditor already exist'", async () => {
      const response = await call('POST', base, owner, employeeForm({ email: owner.user.email }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'EXPEDITOR_ALREADY_EXISTS',
        message: 'Expeditor already exist',
      });
      const created = (await call('POST', base, owner, employeeForm())).json<Employee>();
      const taken = await call(
        'PUT',
        `${base}/${created.id}`,
        owner,
        employeeForm({ email: owner.user.email, version: 1 }),
      );
      expect(taken.statusCode).toBe(409);
    });

    it('lets only an approved company manage people', async () => {
      for (const status of ['PENDING_REVIEW', 'REJECTED'] as const) {
        const waiting = await newCompanyOwner(ctx.app, kind, { status, underReview: false });
        const response = await call('POST', base, waiting, employeeForm());
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('REGISTRATION_NOT_APPROVED');
      }
    });
  });

  describe('validation', () => {
    let owner: SignedInAccount;
    beforeAll(async () => {
      owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    });

    it.each([
      ['iin', '90011530000', 'validation.iinLength'],
      ['iin', '780322300455', 'validation.iinInvalid'],
      ['lastName', 'Kasymova', 'validation.cyrillic'],
      ['middleName', 'Erikovna', 'validation.cyrillic'],
      ['email', 'not-an-email', 'validation.email'],
      ['phone', 'phone', 'validation.phone'],
      ['password', 'Пароль-123', 'validation.passwordCharset'],
      ['password', 'short', 'validation.passwordLength'],
    ])('refuses %s %s with %s', async (field, value, key) => {
      const response = await call(
        'POST',
        '/api/employees',
        owner,
        employeeForm({ [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty([field], key);
    });

    it('accepts an IIN with a valid check digit from the second weight set', async () => {
      const response = await call(
        'POST',
        '/api/employees',
        owner,
        employeeForm({ iin: '900115300401' }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('refuses an invalid new password on edit, but takes an empty one as "keep"', async () => {
      const created = (
        await call('POST', '/api/employees', owner, employeeForm())
      ).json<Employee>();
      const response = await call(
        'PUT',
        `/api/employees/${created.id}`,
        owner,
        employeeForm({ email: created.login, password: 'кириллица1', version: 1 }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ password: 'validation.passwordCharset' });
    });
  });

  describe('roles', () => {
    it('keeps each owner to its own screen and everyone else out', async () => {
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
      const employee = await newCompanyStaff(ctx.app, forwarder.company);
      const cb = await newPlatformAccount(ctx.app, Role.CB);
      const checks: [SignedInAccount, string][] = [
        [forwarder, '/api/company-logists'],
        [carrier, '/api/employees'],
        [employee, '/api/employees'],
        [cb, '/api/employees'],
        [cb, '/api/company-logists'],
      ];
      for (const [account, url] of checks) {
        expect((await call('GET', url, account)).statusCode, `${account.user.role} ${url}`).toBe(
          403,
        );
      }
    });
  });
});
