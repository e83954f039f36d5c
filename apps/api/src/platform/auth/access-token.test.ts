import { Role } from '@freight/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokenIssuer, type AuthUser } from './access-token.js';

const user: AuthUser = {
  id: '0b6f2a53-6c1f-4e36-9d0b-1f4f3b5a9c10',
  role: Role.DRIVER_COMPANY,
  companyId: '6f1d0c2e-8a44-4c1b-a1d5-3c2b9e7f4a21',
  underReview: false,
};

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the same claims for a token verified before', async () => {
    const tokens = createAccessTokenIssuer('a-secret-of-the-test', 900);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);
    expect(await tokens.verify(token)).toEqual(user);
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T08:00:00Z'));
    const tokens = createAccessTokenIssuer('a-secret-of-the-test', 60);
    const token = await tokens.sign(user);
    expect(await tokens.verify(token)).toEqual(user);

    vi.setSystemTime(new Date('2026-11-22T08:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // Forgotten too: a second look checks the signature again and still refuses it.
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose claims were changed after a valid one was remembered', async () => {
    const tokens = createAccessTokenIssuer('a-secret-of-the-test', 900);
    const token = await tokens.sign(user);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: Role.ADMIN })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    const ours = createAccessTokenIssuer('a-secret-of-the-test', 900);
    const theirs = createAccessTokenIssuer('someone-else-s-secret', 900);
    expect(await ours.verify(await theirs.sign(user))).toBeNull();
  });
});
