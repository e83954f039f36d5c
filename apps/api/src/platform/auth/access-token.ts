import type { Role } from '@freight/shared';
import { jwtVerify, SignJWT } from 'jose';
import { createBoundedCache } from '../cache/bounded-cache.js';
import type { SessionStates } from './session-states.js';

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
  /** Signs a token of the user's current `sessionEpoch` (users.session_epoch). */
  sign(user: AuthUser, sessionEpoch: number): Promise<string>;
  /**
   * The bearer of a token that is signed by us, carries an `exp` still ahead, and belongs to
   * an existing, active user whose sessions have not ended since it was signed; else null.
   */
  verify(token: string): Promise<AuthUser | null>;
}

interface VerifiedClaims {
  user: AuthUser;
  sessionEpoch: number;
}

/** The claim that carries the session epoch the token was signed in. */
const SESSION_EPOCH_CLAIM = 'sep';

/** How many verified tokens are remembered; the least recently used is forgotten first. */
const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

/**
 * Signs and verifies access tokens. Without `sessionStates` (the benchmarks, which only sign)
 * a token is checked for its signature and `exp` alone; the app always passes them.
 */
export function createAccessTokenIssuer(
  secret: string,
  ttlSeconds: number,
  sessionStates?: SessionStates,
): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  // A client sends the same token with every request for its whole life: checking its
  // signature once and remembering the claims until it expires takes the HMAC (a tenth of
  // the load board's CPU under load) off the hot path. Each is remembered until its `exp`.
  const verified = createBoundedCache<string, VerifiedClaims>({ max: VERIFIED_TOKEN_CACHE_SIZE });

  async function verifySignature(token: string): Promise<VerifiedClaims | null> {
    try {
      // A token without `exp` would never expire: everything we sign has one.
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      const sessionEpoch = payload[SESSION_EPOCH_CLAIM];
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
      if (typeof sessionEpoch !== 'number' || typeof payload.exp !== 'number') return null;
      const claims: VerifiedClaims = {
        user: {
          id: payload.sub,
          role: payload.role as Role,
          companyId: typeof payload.companyId === 'string' ? payload.companyId : null,
          underReview: payload.underReview === true,
        },
        sessionEpoch,
      };
      const msUntilExpiry = payload.exp * 1000 - Date.now();
      if (msUntilExpiry > 0) verified.set(token, claims, { ttl: msUntilExpiry });
      return claims;
    } catch {
      return null;
    }
  }

  /** The token's session is still the user's: same epoch, account active and existing. */
  async function sessionLives(claims: VerifiedClaims): Promise<boolean> {
    if (!sessionStates) return true;
    const state = await sessionStates.of(claims.user.id);
    return state !== null && state.isActive && state.sessionEpoch === claims.sessionEpoch;
  }

  return {
    sign: (user, sessionEpoch) =>
      new SignJWT({
        role: user.role,
        companyId: user.companyId,
        underReview: user.underReview,
        [SESSION_EPOCH_CLAIM]: sessionEpoch,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const claims = verified.get(token) ?? (await verifySignature(token));
      if (!claims || !(await sessionLives(claims))) return null;
      return claims.user;
    },
  };
}
