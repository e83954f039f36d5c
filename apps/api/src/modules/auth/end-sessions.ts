import type { DbExecutor } from '../../db/client.js';
import { advanceSessionEpoch } from '../../platform/auth/session-repo.js';
import { notifyAccountSessionsEnded } from '../../platform/realtime/account-events-repo.js';
import { revokeRefreshTokensOfUser } from './refresh-token-repo.js';

/**
 * Ends every session of an account at once, on every device: its refresh tokens stop working,
 * its session epoch moves on so every access token signed before is refused, and, once the
 * transaction commits, every instance forgets what it remembered of the account's sessions
 * and closes its open sockets (account-events-relay.ts). Call it inside the transaction that
 * signs out, deactivates or changes the password, so nothing is ended if that rolls back.
 */
export async function endSessionsOf(db: DbExecutor, userId: string): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId);
  await advanceSessionEpoch(db, userId);
  await notifyAccountSessionsEnded(db, userId);
}
