import { accountSchema, ALL_ROLES, loginResponseSchema, Role } from '@freight/shared';
import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenClaims,
  bearer,
  createAccount,
  createUser,
  TEST_PASSWORD,
  type TestAccount,
} from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { guardedBy } from '../../platform/auth/guard.js';
import { registerErrorHandler } from '../../platform/errors/error-handler.js';

const PORTALS = [
  { path: '/api/auth/login', admits: ALL_ROLES },
  { path: '/api/expeditors/login', admits: [Role.FORWARDER, Role.EMPLOYEE] },
  { path: '/api/driver-companies/login', admits: [Role.DRIVER_COMPANY, Role.LOGISTICIAN] },
  { path: '/api/cb/login', admits: [Role.CB] },
] as const;

describe(`sign-in (${testDriver})`, () => {
  let ctx: TestApp;
  const byRole = new Map<Role, TestAccount>();

  beforeAll(async () => {
    ctx = await createTestApp({ loginRateLimitMax: 1000 });
    for (const role of ALL_ROLES) byRole.set(role, await createAccount(ctx.database.db, role));
  });
  afterAll(() => ctx.close());

  const account = (role: Role): TestAccount => {
    const found = byRole.get(role);
    if (!found) throw new Error(`no ${role} account`);
    return found;
  };
  const cbBin = () => account(Role.CB).company?.bin ?? '';

  const postLogin = (url: string, credentials: { login: string; password: string; bin?: string }) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: { login: credentials.login, password: credentials.password, bin: credentials.bin },
    });

  const admitted = PORTALS.flatMap(({ path, admits }) => admits.map((role) => ({ path, role })));
  const refused = PORTALS.flatMap(({ path, admits }) =>
    ALL_ROLES.filter((role) => !(admits as readonly Role[]).includes(role)).map((role) => ({
      path,
      role,
    })),
  );

  it.each(admitted)('$path admits $role', async ({ path, role }) => {
    const { login, password } = account(role);
    const response = await postLogin(path, { login, password, bin: cbBin() });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.account.roleType).toBe(role);
    expect(body.account.login).toBe(login);
    expect(accessTokenClaims(body.accessToken)).toMatchObject({ role, underReview: false });
  });

  it.each(refused)(
    '$path refuses $role exactly as if the login did not exist',
    async ({ path, role }) => {
      const { login, password } = account(role);
      const response = await postLogin(path, { login, password, bin: cbBin() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    },
  );

  it('signs in with the credentials as query parameters, as the spec’s client sends them', async () => {
    const { login, password } = account(Role.FORWARDER);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/expeditors/login',
      query: { login, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.roleType).toBe(Role.FORWARDER);
  });

  it('signs in the security service with login, password and BIN in the query string', async () => {
    const { login, password } = account(Role.CB);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cb/login',
      query: { login, password, bin: cbBin() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().account.companyBIN).toBe(cbBin());
  });

  it('takes query credentials even when an empty JSON body comes with them', async () => {
    const { login, password } = account(Role.DRIVER_COMPANY);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver-companies/login',
      query: { login, password },
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('matches the login regardless of case and surrounding spaces', async () => {
    const { login, password } = account(Role.EMPLOYEE);
    const response = await postLogin('/api/auth/login', {
      login: `  ${login.toUpperCase()} `,
      password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password with 401 "Invalid credentials"', async () => {
    const response = await postLogin('/api/expeditors/login', {
      login: account(Role.FORWARDER).login,
      password: 'Wrong-pass1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('answers an unknown login with 404 "User not found"', async () => {
    const response = await postLogin('/api/auth/login', {
      login: 'nobody@test.kz',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('refuses the security service with the BIN of another company', async () => {
    const { login, password } = account(Role.CB);
    const otherBin = account(Role.FORWARDER).company?.bin ?? '';
    const response = await postLogin('/api/cb/login', { login, password, bin: otherBin });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid credentials',
    });
  });

  it('requires the BIN on the security-service login', async () => {
    const { login, password } = account(Role.CB);
    const response = await postLogin('/api/cb/login', { login, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { bin: expect.any(String) },
    });
  });

  it('refuses an empty password as a validation error', async () => {
    const response = await postLogin('/api/auth/login', {
      login: account(Role.FORWARDER).login,
      password: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('password');
  });

  describe('company review', () => {
    it.each([Role.FORWARDER, Role.DRIVER_COMPANY])(
      'refuses the %s owner of a company pending review with "Registration is not approved"',
      async (role) => {
        const pending = await createAccount(ctx.database.db, role, {
          companyStatus: 'PENDING_REVIEW',
        });
        const response = await postLogin('/api/auth/login', pending);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'REGISTRATION_NOT_APPROVED',
          message: 'Registration is not approved',
        });
      },
    );

    it.each([
      [Role.EMPLOYEE, Role.FORWARDER, 'PENDING_REVIEW'],
      [Role.EMPLOYEE, Role.FORWARDER, 'REJECTED'],
      [Role.LOGISTICIAN, Role.DRIVER_COMPANY, 'PENDING_REVIEW'],
      [Role.LOGISTICIAN, Role.DRIVER_COMPANY, 'REJECTED'],
    ] as const)(
      'refuses a %s of a %s company that is %s',
      async (role, ownerRole, companyStatus) => {
        const owner = await createAccount(ctx.database.db, ownerRole, { companyStatus });
        const staff = await createAccount(ctx.database.db, role, {
          company: owner.company ?? undefined,
        });
        const response = await postLogin('/api/auth/login', staff);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Registration is not approved');
      },
    );

    it.each([
      [Role.FORWARDER, '/api/expeditors/login', '/api/expeditors/account'],
      [
        Role.DRIVER_COMPANY,
        '/api/driver-companies/login',
        '/api/driver-companies/current-driver-company',
      ],
    ] as const)(
      'gives the %s owner of a rejected company a session under review that only review routes accept',
      async (role, loginPath, accountPath) => {
        const owner = await createAccount(ctx.database.db, role, { companyStatus: 'REJECTED' });
        const response = await postLogin(loginPath, owner);
        expect(response.statusCode).toBe(200);
        const session = loginResponseSchema.parse(response.json());
        expect(accessTokenClaims(session.accessToken)).toMatchObject({ underReview: true });
        expect(session.account.companyStatus).toBe('REJECTED');

        const accountResponse = await ctx.app.inject({
          method: 'GET',
          url: accountPath,
          headers: bearer(session.accessToken),
        });
        expect(accountResponse.statusCode).toBe(200);
        expect(accountSchema.parse(accountResponse.json()).id).toBe(owner.user.id);

        // Any route guarded by a permission not kept during review turns the same session away.
        const probe = Fastify();
        probe.decorate('tokens', ctx.app.tokens);
        registerErrorHandler(probe);
        probe.get('/probe', { ...guardedBy('update:company:own') }, async () => ({
          reached: true,
        }));
        const refused = await probe.inject({
          method: 'GET',
          url: '/probe',
          headers: bearer(session.accessToken),
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({
          code: 'REGISTRATION_NOT_APPROVED',
          message: 'Registration is not approved',
        });
        const approvedOwner = await signInToken(account(role));
        const admitted = await probe.inject({
          method: 'GET',
          url: '/probe',
          headers: bearer(approvedOwner),
        });
        expect(admitted.json()).toEqual({ reached: true });
        await probe.close();
      },
    );
  });

  const signInToken = async (who: TestAccount) =>
    loginResponseSchema.parse((await postLogin('/api/auth/login', who)).json()).accessToken;

  it('refuses a deactivated account with 403 once the password is right', async () => {
    const deactivated = await createAccount(ctx.database.db, Role.EMPLOYEE, {
      user: { isActive: false },
    });
    const response = await postLogin('/api/expeditors/login', deactivated);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Account is deactivated',
    });

    const guessed = await postLogin('/api/expeditors/login', {
      login: deactivated.login,
      password: 'Wrong-pass1',
    });
    expect(guessed.statusCode).toBe(401);
  });

  it('signs in an admin without a company, with empty company fields', async () => {
    const response = await postLogin('/api/auth/login', account(Role.ADMIN));
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({
      roleType: Role.ADMIN,
      companyId: null,
      companyStatus: null,
      companyBIN: null,
    });
  });

  it('stores a refresh token only as a hash', async () => {
    const moderator = await createUser(ctx.database.db, {
      role: Role.MODERATOR,
      companyId: null,
    });
    const response = await postLogin('/api/auth/login', {
      login: moderator.email,
      password: TEST_PASSWORD,
    });
    const { refreshToken } = loginResponseSchema.parse(response.json());
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.database.db.query.refreshTokens.findMany({
      where: (table, { eq: equals }) => equals(table.userId, moderator.id),
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(createHash('sha256').update(refreshToken).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(refreshToken);
  });
});
