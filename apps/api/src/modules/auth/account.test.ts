import { ALL_ROLES, accountSchema, Role, type Account } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccount,
  createCompany,
  signIn,
  type TestAccount,
} from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

const ACCOUNT_ENDPOINTS = [
  { path: '/api/auth/account', admits: ALL_ROLES },
  { path: '/api/expeditors/account', admits: [Role.FORWARDER, Role.EMPLOYEE] },
  { path: '/api/cb/account', admits: [Role.CB] },
  {
    path: '/api/driver-companies/current-driver-company',
    admits: [Role.DRIVER_COMPANY, Role.LOGISTICIAN],
  },
] as const;

describe(`account endpoints (${testDriver})`, () => {
  let ctx: TestApp;
  const tokens = new Map<Role, string>();
  let forwarder: TestAccount;
  let employee: TestAccount;
  let carrier: TestAccount;
  let logistician: TestAccount;
  let cb: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const forwarderCompany = await createCompany(db, {
      kind: 'FORWARDER',
      name: 'ТОО «Экспедитор»',
      bin: '900115300003',
      legalAddress: 'г. Алматы, пр. Абая, 1',
      actualAddress: 'г. Алматы, ул. Сатпаева, 2',
      rating: 3.5,
    });
    const carrierCompany = await createCompany(db, {
      kind: 'CARRIER',
      name: 'ТОО «Перевозчик»',
      bin: '900115300401',
      legalAddress: 'г. Астана, ул. Кенесары, 3',
      actualAddress: 'г. Астана, ул. Достык, 4',
      rating: 4.25,
    });
    forwarder = await createAccount(db, Role.FORWARDER, {
      company: forwarderCompany,
      user: {
        firstName: 'Айгерим',
        lastName: 'Нурланова',
        middleName: 'Болатовна',
        phone: '+7 701 000 0002',
        rating: 4.8,
        canSign: false,
      },
    });
    employee = await createAccount(db, Role.EMPLOYEE, {
      company: forwarderCompany,
      user: { middleName: null, phone: null, canSign: true },
    });
    carrier = await createAccount(db, Role.DRIVER_COMPANY, {
      company: carrierCompany,
      user: { rating: 1 },
    });
    logistician = await createAccount(db, Role.LOGISTICIAN, {
      company: carrierCompany,
      user: { rating: 2 },
    });
    cb = await createAccount(db, Role.CB);
    const admin = await createAccount(db, Role.ADMIN);
    const moderator = await createAccount(db, Role.MODERATOR);
    for (const account of [forwarder, employee, carrier, logistician, cb, admin, moderator]) {
      tokens.set(account.user.role as Role, (await signIn(ctx.app, account)).accessToken);
    }
  });
  afterAll(() => ctx.close());

  const getAccount = async (path: string, role: Role): Promise<Account> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: bearer(tokens.get(role) ?? ''),
    });
    expect(response.statusCode).toBe(200);
    return accountSchema.parse(response.json());
  };

  const admitted = ACCOUNT_ENDPOINTS.flatMap(({ path, admits }) =>
    admits.map((role) => ({ path, role })),
  );
  const refused = ACCOUNT_ENDPOINTS.flatMap(({ path, admits }) =>
    ALL_ROLES.filter((role) => !(admits as readonly Role[]).includes(role)).map((role) => ({
      path,
      role,
    })),
  );

  it.each(admitted)('$path answers $role with its own account', async ({ path, role }) => {
    const account = await getAccount(path, role);
    expect(account.roleType).toBe(role);
  });

  it.each(refused)('$path refuses $role with 403', async ({ path, role }) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: path,
      headers: bearer(tokens.get(role) ?? ''),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'ACCESS_DENIED', message: 'Access Denied' });
  });

  it.each(ACCOUNT_ENDPOINTS.map(({ path }) => path))(
    '%s refuses a request without a token with 401',
    async (path) => {
      const response = await ctx.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    },
  );

  it('maps a forwarder owner: organisation name, own rating, may sign as the owner', async () => {
    expect(await getAccount('/api/expeditors/account', Role.FORWARDER)).toEqual({
      id: forwarder.user.id,
      login: forwarder.login,
      roleType: Role.FORWARDER,
      fname: 'Айгерим',
      lname: 'Нурланова',
      sname: 'Болатовна',
      phoneNumber: '+7 701 000 0002',
      rating: 4.8,
      // The company's: not rated by carriers yet, so the account keeps the personal rating.
      ratingSummary: { average: 3.5, count: 0 },
      trustScore: expect.any(Number),
      organizationName: 'ТОО «Экспедитор»',
      companyBIN: '900115300003',
      legalAddress: 'г. Алматы, пр. Абая, 1',
      actualAddress: 'г. Алматы, ул. Сатпаева, 2',
      companyName: null,
      companyId: forwarder.company?.id,
      companyStatus: 'APPROVED',
      canSign: true,
    });
  });

  it('maps an employee: the company as organisation, the signing permission as granted', async () => {
    const account = await getAccount('/api/expeditors/account', Role.EMPLOYEE);
    expect(account).toMatchObject({
      organizationName: 'ТОО «Экспедитор»',
      companyName: null,
      companyBIN: '900115300003',
      sname: null,
      phoneNumber: null,
      rating: null,
      canSign: true,
    });
  });

  it('maps a driver company: company name, the company’s rating', async () => {
    const account = await getAccount(
      '/api/driver-companies/current-driver-company',
      Role.DRIVER_COMPANY,
    );
    expect(account).toMatchObject({
      id: carrier.user.id,
      companyName: 'ТОО «Перевозчик»',
      organizationName: null,
      rating: 4.25,
      companyBIN: '900115300401',
      legalAddress: 'г. Астана, ул. Кенесары, 3',
      actualAddress: 'г. Астана, ул. Достык, 4',
      canSign: true,
    });
  });

  it('maps a logistician: the carrier’s name and rating, no signing without permission', async () => {
    const account = await getAccount(
      '/api/driver-companies/current-driver-company',
      Role.LOGISTICIAN,
    );
    expect(account).toMatchObject({
      id: logistician.user.id,
      companyName: 'ТОО «Перевозчик»',
      organizationName: null,
      rating: 4.25,
      canSign: false,
    });
  });

  it('maps the security service: its company’s BIN and addresses, no organisation names', async () => {
    const account = await getAccount('/api/cb/account', Role.CB);
    expect(account).toMatchObject({
      id: cb.user.id,
      companyBIN: cb.company?.bin,
      legalAddress: cb.company?.legalAddress,
      actualAddress: cb.company?.actualAddress,
      organizationName: null,
      companyName: null,
      ratingSummary: null,
      trustScore: null,
      canSign: false,
    });
  });

  it.each([Role.ADMIN, Role.MODERATOR])(
    'maps %s without a company to empty company fields',
    async (role) => {
      const account = await getAccount('/api/auth/account', role);
      expect(account).toMatchObject({
        organizationName: null,
        companyName: null,
        companyBIN: null,
        legalAddress: null,
        actualAddress: null,
        companyId: null,
        companyStatus: null,
      });
    },
  );

  it('answers the same account as the sign-in did', async () => {
    const session = await signIn(ctx.app, logistician);
    const account = await getAccount('/api/auth/account', Role.LOGISTICIAN);
    expect(account).toEqual(session.account);
  });

  it('refuses the account of a user deactivated after signing in', async () => {
    const leaving = await createAccount(ctx.database.db, Role.EMPLOYEE, {
      company: forwarder.company ?? undefined,
    });
    const { accessToken } = await signIn(ctx.app, leaving);
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, leaving.user.id));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/expeditors/account',
      headers: bearer(accessToken),
    });
    // The guard refuses the token of an inactive account like any dead session.
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses a forged token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/account',
      headers: bearer(`${tokens.get(Role.ADMIN)}x`),
    });
    expect(response.statusCode).toBe(401);
  });
});
