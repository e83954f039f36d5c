import type { SessionTokens } from '@freight/shared';
import { AppError } from '../../platform/errors/app-error.js';
import { issueSession, sessionSubjectFor, type SessionDeps } from './issue-session.js';
import {
  claimRefreshToken,
  findRefreshTokenByHash,
  revokeRefreshTokenFamily,
} from './refresh-token-repo.js';
import { hashOpaqueToken } from './secrets.js';
import { findUserWithCompanyById } from './user-repo.js';

/**
 * Trades a refresh token for a new pair in the same family. A token that was used or revoked
 * before means a copy is in someone else's hands: the whole family is revoked, so both the
 * thief and the owner must sign in again.
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<SessionTokens> {
  const presented = await findRefreshTokenByHash(deps.db, hashOpaqueToken(refreshToken));
  if (!presented) throw new AppError('INVALID_REFRESH_TOKEN');
  if (presented.usedAt || presented.revokedAt) {
    await revokeRefreshTokenFamily(deps.db, presented.familyId);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  if (presented.expiresAt.getTime() <= Date.now()) throw new AppError('INVALID_REFRESH_TOKEN');

  const found = await findUserWithCompanyById(deps.db, presented.userId);
  if (!found) throw new AppError('INVALID_REFRESH_TOKEN');
  // Deactivation and review decisions since the last refresh apply now.
  const subject = sessionSubjectFor(found);

  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, presented.id))) return null;
    return issueSession(deps, tx, subject, presented.familyId);
  });
  if (!rotated) {
    // Another request rotated this token between our read and our claim: a reuse as well.
    await revokeRefreshTokenFamily(deps.db, presented.familyId);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  return rotated;
}

/** Signs out: the refresh token's family stops working. Unknown tokens are ignored. */
export async function endSession(
  deps: Pick<SessionDeps, 'db'>,
  refreshToken: string,
): Promise<void> {
  const presented = await findRefreshTokenByHash(deps.db, hashOpaqueToken(refreshToken));
  if (presented) await revokeRefreshTokenFamily(deps.db, presented.familyId);
}
