import type { DbExecutor } from '../../db/client.js';
import { notifyAccountSessionsEnded } from '../../platform/realtime/account-events-repo.js';
import { revokeRefreshTokensOfUser } from './refresh-token-repo.js';

/**
 * Ends every session of an account at once: its refresh tokens stop working (a deactivated
 * account) and, once the transaction commits, its open sockets on every instance close. Call it
 * inside the transaction that deactivates the account.
 */
export async function endSessionsOf(db: DbExecutor, userId: string): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId);
  await notifyAccountSessionsEnded(db, userId);
}
