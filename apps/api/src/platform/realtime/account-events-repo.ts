import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/** Carries the id of an account whose sessions ended (deactivated) to every API process. */
export const ACCOUNT_EVENTS_CHANNEL = 'account_events';

/**
 * Tells every instance, once the transaction commits, that the account's sessions ended:
 * each closes the sockets it holds of that user (account-events-relay.ts). Nothing is sent if
 * the transaction rolls back.
 */
export async function notifyAccountSessionsEnded(db: DbExecutor, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ACCOUNT_EVENTS_CHANNEL}, ${userId})`);
}
