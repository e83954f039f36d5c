import { Role, sessionTokensSchema, type LoginResponse } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn, type TestAccount } from '../../../test/auth-helpers.js';
import { otpFromOutbox, recoveryClient, NEW_PASSWORD } from '../../../test/recovery-client.js';
import { listenForSockets, signedInSocket } from '../../../test/realtime-client.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';
import { users } from '../../db/schema.js';

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: expect.any(String) as unknown };
/** How long a NOTIFY may take to reach the other instance's listener, generously. */
const NOTIFICATION_DELIVERY_BOUND_MS = 1_000;

/**
 * Sessions end at once, on every instance (docs/decisions/021-sessions-and-limits.md): each
 * rule is shown with two API instances on one database, the change made through the first and
 * the old access token refused by the second on the very next request.
 */
describe(`ending sessions (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;
  let socketUrlOfSecond: string;

  beforeAll(async () => {
    // The timing test guesses wrong more often than the sign-in limit allows one address.
    first = await createTestApp({ loginRateLimitMax: 1000 });
    second = await createSecondInstance(first);
    socketUrlOfSecond = await listenForSockets(second.app);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const accountOn = (instance: TestApp, accessToken: string) =>
    instance.app.inject({ method: 'GET', url: '/api/auth/account', headers: bearer(accessToken) });
  const post = (instance: TestApp, url: string, payload: object, accessToken?: string) =>
    instance.app.inject({
      method: 'POST',
      url,
      payload,
      ...(accessToken ? { headers: bearer(accessToken) } : {}),
    });

  /** A session whose access token both instances have already verified and remembered. */
  async function rememberedSession(account: TestAccount): Promise<LoginResponse> {
    const session = await signIn(first.app, account);
    expect((await accountOn(first, session.accessToken)).statusCode).toBe(200);
    expect((await accountOn(second, session.accessToken)).statusCode).toBe(200);
    return session;
  }

  /**
   * Each instance refuses the token as soon as PostgreSQL's notification reached it: on PGlite
   * before the ending request answers, on PostgreSQL within milliseconds (the listener's own
   * connection), far inside the poll's bound and the 15 minutes a token lived before.
   */
  async function expectRefusedEverywhere(accessToken: string): Promise<void> {
    for (const instance of [second, first]) {
      await expect
        .poll(async () => (await accountOn(instance, accessToken)).statusCode, {
          timeout: NOTIFICATION_DELIVERY_BOUND_MS,
          interval: 5,
        })
        .toBe(401);
      expect((await accountOn(instance, accessToken)).json()).toEqual(UNAUTHORIZED);
    }
  }

  it('signs out on one instance and the other refuses the access token at once', async () => {
    const forwarder = await createAccount(first.database.db, Role.FORWARDER);
    const session = await rememberedSession(forwarder);
    const otherDevice = await rememberedSession(forwarder);

    expect((await post(first, '/api/auth/logout', session)).statusCode).toBe(200);

    await expectRefusedEverywhere(session.accessToken);
    // One epoch per user: signing out ends the user's other devices too.
    await expectRefusedEverywhere(otherDevice.accessToken);
    expect((await post(second, '/api/auth/refresh', otherDevice)).statusCode).toBe(401);
    // A new sign-in works again, on both.
    const again = await signIn(second.app, forwarder);
    expect((await accountOn(first, again.accessToken)).statusCode).toBe(200);
  });

  it('closes the signed-out user’s sockets held by the other instance', async () => {
    const carrier = await createAccount(first.database.db, Role.DRIVER_COMPANY);
    const session = await rememberedSession(carrier);
    const socket = await signedInSocket(socketUrlOfSecond, session.accessToken);

    await post(first, '/api/auth/logout', session);

    expect(await socket.closed).toBe(4401);
  });

  it('ends the sessions of an employee deactivated by the manager', async () => {
    const manager = await createAccount(first.database.db, Role.FORWARDER);
    const employee = await createAccount(first.database.db, Role.EMPLOYEE, {
      company: manager.company ?? undefined,
    });
    const managerSession = await signIn(first.app, manager);
    const session = await rememberedSession(employee);

    const deactivated = await post(
      first,
      `/api/employees/${employee.user.id}/deactivate`,
      {},
      managerSession.accessToken,
    );
    expect(deactivated.statusCode).toBe(200);

    await expectRefusedEverywhere(session.accessToken);
    expect((await post(second, '/api/auth/refresh', session)).statusCode).toBe(401);
  });

  it('ends every session after a password change, this device’s included', async () => {
    const forwarder = await createAccount(first.database.db, Role.FORWARDER);
    const session = await rememberedSession(forwarder);

    const changed = await post(
      first,
      '/api/profile/password',
      { oldPassword: forwarder.password, newPassword: NEW_PASSWORD },
      session.accessToken,
    );
    expect(changed.statusCode).toBe(200);

    await expectRefusedEverywhere(session.accessToken);
    await signIn(second.app, { login: forwarder.login, password: NEW_PASSWORD });
  });

  it('ends every session after a password reset', async () => {
    const forwarder = await createAccount(first.database.db, Role.FORWARDER);
    const session = await rememberedSession(forwarder);
    const recovery = recoveryClient(first.app, (email) => otpFromOutbox(first.app, email));

    const resetToken = await recovery.obtainResetToken(forwarder.login);
    expect((await recovery.resetPassword(forwarder.login, resetToken)).statusCode).toBe(200);

    await expectRefusedEverywhere(session.accessToken);
  });

  it('ends every session of the user when a used refresh token comes back', async () => {
    const forwarder = await createAccount(first.database.db, Role.FORWARDER);
    const stolen = await rememberedSession(forwarder);
    const rotated = sessionTokensSchema.parse(
      (await post(first, '/api/auth/refresh', stolen)).json(),
    );
    expect((await accountOn(second, rotated.accessToken)).statusCode).toBe(200);

    expect((await post(first, '/api/auth/refresh', stolen)).statusCode).toBe(401);

    await expectRefusedEverywhere(rotated.accessToken);
  });

  describe('tokens signed with our secret that no session stands behind', () => {
    const sign = (claims: Record<string, unknown>, subject: string, expires: boolean) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(subject);
      if (expires) jwt.setExpirationTime('10m');
      return jwt.sign(new TextEncoder().encode(first.config.jwtSecret));
    };
    const claimsOf = (account: TestAccount) => ({
      role: account.user.role,
      companyId: account.user.companyId,
      underReview: false,
      sep: 0,
    });

    it('refuses a token without an expiry', async () => {
      const admin = await createAccount(first.database.db, Role.ADMIN);
      const token = await sign(claimsOf(admin), admin.user.id, false);
      await expectRefusedEverywhere(token);
    });

    it('refuses a token of a user that does not exist', async () => {
      const admin = await createAccount(first.database.db, Role.ADMIN);
      const token = await sign(claimsOf(admin), crypto.randomUUID(), true);
      await expectRefusedEverywhere(token);
    });

    it('refuses a token of an inactive user', async () => {
      const admin = await createAccount(first.database.db, Role.ADMIN);
      await first.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.id, admin.user.id));
      const token = await sign(claimsOf(admin), admin.user.id, true);
      await expectRefusedEverywhere(token);
    });
  });

  it('takes as long to answer an unknown login as a wrong password', async () => {
    const forwarder = await createAccount(first.database.db, Role.FORWARDER);
    const timed = async (login: string) => {
      const started = performance.now();
      const response = await post(first, '/api/auth/login', { login, password: 'Wrong-pass9' });
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const unknownLogin = `nobody-${crypto.randomUUID()}@example.kz`;
    await timed(unknownLogin); // the first one also hashes the stand-in password
    const unknown: number[] = [];
    const wrongPassword: number[] = [];
    for (let round = 0; round < 5; round++) {
      const a = await timed(unknownLogin);
      const b = await timed(forwarder.login);
      expect([a.status, b.status]).toEqual([404, 401]);
      unknown.push(a.ms);
      wrongPassword.push(b.ms);
    }
    const median = (values: number[]) => values.sort((x, y) => x - y)[2] ?? 0;
    // Both pay one argon2 verification (tens of milliseconds): without it the unknown login
    // would answer in a fraction of that.
    expect(median(unknown)).toBeGreaterThan(median(wrongPassword) * 0.5);
  });
});
