import type { Role } from '@freight/shared';
import { jwtVerify, SignJWT } from 'jose';
import { createBoundedCache } from '../cache/bounded-cache.js';

/** What a verified access token tells about its bearer. */
export interface AuthUser {
  id: string;
  role: Role;
  companyId: string | null;
  /**
   * True for the owner of a rejected company: the session may only read the review outcome,
   * correct the registration and resubmit (permissions with `duringReview` in packages/shared/src/auth/permissions.ts).
   */
  underReview: boolean;
}

export interface AccessTokenIssuer {
  sign(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

/** How many verified tokens are remembered; the least recently used is forgotten first. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

export function createAccessTokenIssuer(secret: string, ttlSeconds: number): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  // A client sends the same token with every request for its whole life: checking its
  // signature once and remembering the claims until it expires takes the HMAC (a tenth of
  // the load board's CPU under load) off the hot path. Each is remembered until its `exp`.
  const verified = createBoundedCache<string, AuthUser>({ max: VERIFIED_TOKEN_CACHE_SIZE });

  async function verifySignature(token: string): Promise<AuthUser | null> {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
      const user: AuthUser = {
        id: payload.sub,
        role: payload.role as Role,
        companyId: typeof payload.companyId === 'string' ? payload.companyId : null,
        underReview: payload.underReview === true,
      };
      // Only a token with an `exp` (all we sign) is remembered: nothing would forget another.
      const msUntilExpiry = typeof payload.exp === 'number' ? payload.exp * 1000 - Date.now() : 0;
      if (msUntilExpiry > 0) verified.set(token, user, { ttl: msUntilExpiry });
      return user;
    } catch {
      return null;
    }
  }

  return {
    sign: (user) =>
      new SignJWT({ role: user.role, companyId: user.companyId, underReview: user.underReview })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => verified.get(token) ?? verifySignature(token),
  };
}
