import { Role } from '@freight/shared';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer, type AuthUser } from './access-token.js';
import type { SessionState } from './session-repo.js';
import type { SessionStates } from './session-states.js';

const user: AuthUser = {
  id: '0b6f2a53-6c1f-4e36-9d0b-1f4f3b5a9c10',
  role: Role.DRIVER_COMPANY,
  companyId: '6f1d0c2e-8a44-4c1b-a1d5-3c2b9e7f4a21',
  underReview: false,
};
const SECRET = 'a-secret-of-the-test';

/** Session states held in a map: what the database would answer, without one. */
function statesOf(entries: Record<string, SessionState>): SessionStates {
  return {
    of: async (userId) => entries[userId] ?? null,
    forget: () => {},
    followRevocations: () => {},
  };
}

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims for a token verified before', async () => {
    const tokens = createAccessTokenIssuer(SECRET, 900);
    const token = await tokens.sign(user, 0);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const tokens = createAccessTokenIssuer(SECRET, 60);
    const token = await tokens.sign(user, 0);
    expect(await tokens.verify(token)).toEqual(user);

    vi.setSystemTime(new Date('2026-11-22T08:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // Forgotten too: a second look checks the signature again and still refuses it.
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose claims were changed after a valid one was remembered', async () => {
    const tokens = createAccessTokenIssuer(SECRET, 900);
    const token = await tokens.sign(user, 0);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: Role.ADMIN })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const ours = createAccessTokenIssuer(SECRET, 900);
    const theirs = createAccessTokenIssuer('someone-else-s-secret', 900);
    expect(await ours.verify(await theirs.sign(user, 0))).toBeNull();
  });

  it('refuses a token signed with our secret but without an expiry or a session epoch', async () => {
    const tokens = createAccessTokenIssuer(SECRET, 900);
    const key = new TextEncoder().encode(SECRET);
    const claims = { role: user.role, companyId: user.companyId, underReview: false };
    const withoutExpiry = await new SignJWT({ ...claims, sep: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(key);
    const withoutEpoch = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('10m')
      .sign(key);
    expect(await tokens.verify(withoutExpiry)).toBeNull();
    expect(await tokens.verify(withoutEpoch)).toBeNull();
  });

  it('admits a token of the current epoch of an active user, and nothing else', async () => {
    const states: Record<string, SessionState> = { [user.id]: { sessionEpoch: 3, isActive: true } };
    const tokens = createAccessTokenIssuer(SECRET, 900, statesOf(states));
    const current = await tokens.sign(user, 3);
    const older = await tokens.sign(user, 2);
    const ofUnknownUser = await tokens.sign({ ...user, id: crypto.randomUUID() }, 0);
    expect(await tokens.verify(current)).toEqual(user);
    expect(await tokens.verify(older)).toBeNull();
    expect(await tokens.verify(ofUnknownUser)).toBeNull();

    states[user.id] = { sessionEpoch: 3, isActive: false };
    expect(await tokens.verify(current)).toBeNull();
  });
});
