import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/** NOTIFY on `channel`: on commit inside a transaction, at once outside one. */
export async function notifyChannel(
  db: DbExecutor,
  channel: string,
  payload: string,
): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
