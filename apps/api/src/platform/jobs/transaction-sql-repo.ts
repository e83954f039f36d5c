import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Tx } from '../../db/client.js';

/**
 * pg-boss's SQL (`$1`, `$2`, … placeholders) run on a drizzle transaction: each placeholder
 * becomes a bound parameter of the same value.
 */
export function sqlExecutorOn(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text, values: unknown[] = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        // drizzle drops an undefined value from the text; SQL's null is what pg-boss means.
        .map((part, index) =>
          index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
        );
      // Both drivers answer an object with the rows (node-postgres' and PGlite's results).
      const result: unknown = await tx.execute(sql.join(chunks));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
