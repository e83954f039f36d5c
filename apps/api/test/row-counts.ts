import type { DatabaseHandle } from '../src/db/client.js';

/**
 * How many rows each table of the app holds, by name: a refused request must leave every count
 * as it was. `except` names tables that count requests rather than record them (the limits).
 */
export async function rowCounts(
  database: DatabaseHandle,
  except: readonly string[] = [],
): Promise<Record<string, number>> {
  const tables = await database.executeSql(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows as { name: string }[]) {
    if (except.includes(name)) continue;
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const result = await database.executeSql(`select count(*)::int as total from ${quoted}`);
    counts[name] = (result.rows as { total: number }[])[0]?.total ?? 0;
  }
  return counts;
}
