import { isCompanyOwnerRole, type Role, type SessionTokens } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import type { AccessTokenIssuer, AuthUser } from '../../platform/auth/access-token.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { insertRefreshToken } from './refresh-token-repo.js';
import { generateOpaqueToken, hashOpaqueToken } from './secrets.js';
import type { UserWithCompany } from './user-repo.js';

/** What the session services need; the routes build it from the app. */
export interface SessionDeps extends Pick<ServiceDeps, 'db'> {
  tokens: AccessTokenIssuer;
  refreshTokenTtlDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who may hold a session, checked at sign-in and again at every refresh so a review decision
 * takes effect within one access-token lifetime (a deactivation ends the sessions at once). A company that is not
 * approved keeps its people out, except the owner of a rejected company: that session is
 * marked under review and reaches only the routes that show the verdict and take a corrected
 * registration.
 */
export function sessionSubjectFor({ user, company }: UserWithCompany): AuthUser {
  if (!user.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
  const role = user.role as Role;
  let underReview = false;
  if (company && company.status !== 'APPROVED') {
    if (company.status === 'REJECTED' && isCompanyOwnerRole(role)) underReview = true;
    else throw new AppError('REGISTRATION_NOT_APPROVED');
  }
  return { id: user.id, role, companyId: user.companyId, underReview };
}

/**
 * Signs an access token of the user's current `sessionEpoch` and stores a new refresh token of
 * `familyId` (one family per sign-in). Pass the transaction when the refresh token replaces
 * another one.
 */
export async function issueSession(
  deps: SessionDeps,
  db: DbExecutor,
  subject: AuthUser,
  sessionEpoch: number,
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const refreshToken = generateOpaqueToken();
  await insertRefreshToken(db, {
    userId: subject.id,
    familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(Date.now() + deps.refreshTokenTtlDays * DAY_MS),
  });
  const accessToken = await deps.tokens.sign(subject, sessionEpoch);
  return { accessToken, refreshToken };
}
