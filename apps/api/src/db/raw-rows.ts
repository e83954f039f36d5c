import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './client.js';

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export async function rawRows<Row>(db: DbExecutor, statement: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(statement);
  return (result as { rows: Row[] }).rows;
}
