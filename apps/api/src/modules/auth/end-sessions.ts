import type { DbExecutor } from '../../db/client.js';
import { revokeRefreshTokensOfUser } from './refresh-token-repo.js';

/**
 * Ends every session of an account at once: its refresh tokens stop working (a deactivated
 * account). Call it inside the transaction that deactivates the account.
 */
export async function endSessionsOf(db: DbExecutor, userId: string): Promise<void> {
  await revokeRefreshTokensOfUser(db, userId);
}
