import type { SessionTokens } from '@freight/shared';
import { AppError } from '../../platform/errors/app-error.js';
import { issueSession, sessionSubjectFor, type SessionDeps } from './issue-session.js';
import { endSessionsOf } from './end-sessions.js';
import { claimRefreshToken, findRefreshTokenByHash } from './refresh-token-repo.js';
import { hashOpaqueToken } from './secrets.js';
import { findUserWithCompanyById } from './user-repo.js';

/**
 * Trades a refresh token for a new pair in the same family. A token that was used or revoked
 * before means a copy is in someone else's hands: every session of the user ends (the thief's
 * access token too), so both the thief and the owner must sign in again.
 */
export async function refreshSession(
  deps: SessionDeps,
  refreshToken: string,
): Promise<SessionTokens> {
  const presented = await findRefreshTokenByHash(deps.db, hashOpaqueToken(refreshToken));
  if (!presented) throw new AppError('INVALID_REFRESH_TOKEN');
  if (presented.usedAt || presented.revokedAt) {
    await endSessionsInTransaction(deps, presented.userId);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  if (presented.expiresAt.getTime() <= Date.now()) throw new AppError('INVALID_REFRESH_TOKEN');

  const found = await findUserWithCompanyById(deps.db, presented.userId);
  if (!found) throw new AppError('INVALID_REFRESH_TOKEN');
  // Deactivation and review decisions since the last refresh apply now.
  const subject = sessionSubjectFor(found);

  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, presented.id))) return null;
    return issueSession(deps, tx, subject, found.user.sessionEpoch, presented.familyId);
  });
  if (!rotated) {
    // Another request rotated this token between our read and our claim: a reuse as well.
    await endSessionsInTransaction(deps, presented.userId);
    throw new AppError('INVALID_REFRESH_TOKEN');
  }
  return rotated;
}

/**
 * Signs out: every session of the user ends at once, on every device and instance (their
 * access tokens are refused from the next request, their sockets close). One epoch per user
 * keeps the per-request check to one cached number (docs/decisions/021). Unknown tokens are
 * ignored.
 */
export async function endSession(
  deps: Pick<SessionDeps, 'db'>,
  refreshToken: string,
): Promise<void> {
  const presented = await findRefreshTokenByHash(deps.db, hashOpaqueToken(refreshToken));
  if (presented) await endSessionsInTransaction(deps, presented.userId);
}

function endSessionsInTransaction(deps: Pick<SessionDeps, 'db'>, userId: string): Promise<void> {
  return deps.db.transaction((tx) => endSessionsOf(tx, userId));
}
