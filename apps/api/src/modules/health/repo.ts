import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';

/** Fails when the database does not answer. */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}
