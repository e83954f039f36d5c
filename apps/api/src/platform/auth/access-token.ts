import type { Role } from '@freight/shared';
import { jwtVerify, SignJWT } from 'jose';

/** What a verified access token tells about its bearer. */
export interface AuthUser {
  id: string;
  role: Role;
  companyId: string | null;
  /**
   * True for the owner of a rejected company: the session may only read the review outcome,
   * correct the registration and resubmit (routes guarded by `requireRolesDuringReview`).
   */
  underReview: boolean;
}

export interface AccessTokenIssuer {
  sign(user: AuthUser): Promise<string>;
  verify(token: string): Promise<AuthUser | null>;
}

export function createAccessTokenIssuer(secret: string, ttlSeconds: number): AccessTokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (user) =>
      new SignJWT({ role: user.role, companyId: user.companyId, underReview: user.underReview })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
        return {
          id: payload.sub,
          role: payload.role as Role,
          companyId: typeof payload.companyId === 'string' ? payload.companyId : null,
          underReview: payload.underReview === true,
        };
      } catch {
        return null;
      }
    },
  };
}
