import type { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { createBoundedCache } from '../../platform/cache/bounded-cache.js';

/**
 * What the order lists keep between requests, per database (docs/decisions/010): the
 * prepared statement of each list shape, and the planner's estimates of recent searches.
 */

interface Preparable<Row> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedList<Row>;
}
interface PreparedList<Row> {
  execute(values: Record<string, unknown>): Promise<Row[]>;
}

const preparedLists = new WeakMap<DbExecutor, Map<string, PreparedList<unknown>>>();

/**
 * A list statement prepared once per database and `key` (its shape): drizzle builds its SQL
 * once, and on PostgreSQL it is a named statement (the name is its text's hash), so each
 * connection also plans it once — a generic plan only when the planner finds it as cheap as
 * planning for the values, so a search keeps its custom plans. PGlite ignores the name. In a
 * transaction the statement belongs to that transaction and is not kept. The shapes are
 * finitely many (`orderListShape`), so the map needs no bound.
 */
export function preparedList<Row>(
  db: DbExecutor,
  key: string,
  build: () => Preparable<Row>,
): PreparedList<Row> {
  const prepare = () => {
    const statement = build();
    const hash = createHash('sha1').update(statement.toSQL().sql).digest('hex').slice(0, 24);
    return statement.prepare(`orders_${hash}`);
  };
  if (db instanceof PgTransaction) return prepare();
  let kept = preparedLists.get(db);
  if (!kept) preparedLists.set(db, (kept = new Map<string, PreparedList<unknown>>()));
  let prepared = kept.get(key) as PreparedList<Row> | undefined;
  if (!prepared) kept.set(key, (prepared = prepare()));
  return prepared;
}

/**
 * The rows of a list statement whose every column is named (`as`) by its field and typed in
 * SQL as the field is (`orderListItemColumns`): the driver's rows already have the shape the
 * query builder would map them to, so they are taken as they come — the builder's mapping per
 * column and row was a tenth of a list request's CPU (issue 11).
 */
export async function namedRows<Row>(
  statement: PreparedList<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  // `all` is drizzle's prepared statement method that answers the driver's rows unmapped; both
  // drivers (node-postgres, PGlite) have it, though drizzle's typings mark it internal. The
  // list tests run on both.
  const driverRows = statement as unknown as {
    all(values: Record<string, unknown>): Promise<Row[]>;
  };
  return driverRows.all(values);
}

/** How long a planner estimate is reused, and how many are kept per database. */
const ESTIMATE_REUSE_MS = 60_000;
const ESTIMATES_KEPT = 1_000;
const estimatesByDb = new WeakMap<DbExecutor, LRUCache<string, number>>();

/**
 * The planner's estimate for `key` (a statement's shape and values), reused for a minute.
 * It comes from the table's statistics, which change only when PostgreSQL analyses the table
 * again, so the same search within a minute need not plan an EXPLAIN again. It only decides
 * whether to count; the count and the page always read the data.
 */
export async function reusedPlannerEstimate(
  db: DbExecutor,
  key: string,
  estimate: () => Promise<number>,
): Promise<number> {
  let kept = estimatesByDb.get(db);
  if (!kept) {
    kept = createBoundedCache({ max: ESTIMATES_KEPT, ttlMs: ESTIMATE_REUSE_MS });
    estimatesByDb.set(db, kept);
  }
  const known = kept.get(key);
  if (known !== undefined) return known;
  const rows = await estimate();
  kept.set(key, rows);
  return rows;
}
