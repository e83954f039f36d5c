import { Role, sessionTokensSchema } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessTokenClaims,
  bearer,
  createAccount,
  signIn,
  type TestAccount,
} from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { companies, refreshTokens, users } from '../../db/schema.js';
import { hashOpaqueToken } from './secrets.js';

const INVALID_REFRESH = {
  code: 'INVALID_REFRESH_TOKEN',
  message: 'Session expired, please sign in again',
};

describe(`sessions (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: TestAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ accessTokenTtlSeconds: 600, refreshTokenTtlDays: 7 });
    forwarder = await createAccount(ctx.database.db, Role.FORWARDER);
  });
  afterAll(() => ctx.close());

  const refresh = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
  const logout = (refreshToken: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken } });
  const storedToken = async (refreshToken: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
    if (!row) throw new Error('refresh token not stored');
    return row;
  };

  it('issues access tokens with the configured lifetime and refresh tokens with theirs', async () => {
    const session = await signIn(ctx.app, forwarder);
    const claims = accessTokenClaims(session.accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
    expect(claims).toMatchObject({ sub: forwarder.user.id, role: Role.FORWARDER });

    const row = await storedToken(session.refreshToken);
    const lifetimeDays = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(lifetimeDays).toBeCloseTo(7, 2);
  });

  it('rotates a refresh token into a new pair of the same family', async () => {
    const session = await signIn(ctx.app, forwarder);
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const rotated = sessionTokensSchema.parse(response.json());
    expect(rotated.refreshToken).not.toBe(session.refreshToken);

    const before = await storedToken(session.refreshToken);
    const after = await storedToken(rotated.refreshToken);
    expect(before.usedAt).not.toBeNull();
    expect(after.familyId).toBe(before.familyId);
    expect(after.usedAt).toBeNull();

    const account = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/account',
      headers: bearer(rotated.accessToken),
    });
    expect(account.statusCode).toBe(200);
    expect(account.json().id).toBe(forwarder.user.id);
  });

  it('ends every session of the user when a used refresh token comes back', async () => {
    const stolen = await signIn(ctx.app, forwarder);
    const otherDevice = await signIn(ctx.app, forwarder);
    const rotated = sessionTokensSchema.parse((await refresh(stolen.refreshToken)).json());

    const reuse = await refresh(stolen.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(INVALID_REFRESH);

    // The legitimate successor dies with the family…
    const successor = await refresh(rotated.refreshToken);
    expect(successor.statusCode).toBe(401);
    expect((await storedToken(rotated.refreshToken)).revokedAt).not.toBeNull();
    // …and so does every other sign-in of the same person: a copy of one is a stolen password
    // or device, and ending all sessions is the only answer that surely includes the thief.
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(401);
  });

  it('lets only one of two simultaneous refreshes with the same token succeed', async () => {
    const session = await signIn(ctx.app, forwarder);
    const responses = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken),
      refresh(session.refreshToken),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 401, 401]);
    const family = await ctx.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await storedToken(session.refreshToken)).familyId));
    // The original and exactly one successor; both revoked, because a reuse was detected.
    expect(family).toHaveLength(2);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('refuses an expired refresh token', async () => {
    const session = await signIn(ctx.app, forwarder);
    await ctx.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(session.refreshToken)));
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_REFRESH);
  });

  it('refuses a refresh token it never issued', async () => {
    const response = await refresh('not-a-token-we-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_REFRESH);
  });

  it('refuses to refresh the session of an account deactivated since sign-in', async () => {
    const employee = await createAccount(ctx.database.db, Role.EMPLOYEE);
    const session = await signIn(ctx.app, employee);
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, employee.user.id));
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Account is deactivated',
    });
  });

  it('lifts the review mark at the first refresh after the company is approved', async () => {
    const owner = await createAccount(ctx.database.db, Role.DRIVER_COMPANY, {
      companyStatus: 'REJECTED',
    });
    const session = await signIn(ctx.app, owner);
    expect(accessTokenClaims(session.accessToken).underReview).toBe(true);

    await ctx.database.db
      .update(companies)
      .set({ status: 'APPROVED' })
      .where(eq(companies.id, owner.company?.id ?? ''));
    const response = await refresh(session.refreshToken);
    expect(response.statusCode).toBe(200);
    const rotated = sessionTokensSchema.parse(response.json());
    expect(accessTokenClaims(rotated.accessToken).underReview).toBe(false);
  });

  it('signs out: the refresh token and its successors stop working', async () => {
    const session = await signIn(ctx.app, forwarder);
    const rotated = sessionTokensSchema.parse((await refresh(session.refreshToken)).json());

    const response = await logout(rotated.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('answers sign-out with an unknown token like any other', async () => {
    const response = await logout('already-forgotten-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers a refresh without a token as a validation error', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
