import { ORDER_LIST_TOTAL_CAP } from '@freight/shared';
import { count, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { orders } from '../../db/schema.js';

/** The lists' totals where the page does not carry one: capped, or only estimated. */

/**
 * How many orders match, counting no further than ORDER_LIST_TOTAL_CAP + 1: an exact count of
 * a broad filter over a million orders costs more than the page itself.
 */
export function cappedOrderCountQuery(db: DbExecutor, where: SQL | undefined) {
  const matching = db
    .select({ one: sql<number>`1`.as('one') })
    .from(orders)
    .where(where)
    .limit(ORDER_LIST_TOTAL_CAP + 1)
    .as('matching');
  return db.select({ total: count() }).from(matching);
}

/** The planner's estimate of the matching orders: no rows are read, only statistics. */
export async function estimateOrderCount(db: DbExecutor, where: SQL | undefined): Promise<number> {
  const query = db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(where);
  // EXPLAIN's JSON arrives parsed from one driver, as text from the other.
  const [row] = await rawRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }>(
    db,
    sql`explain (format json) ${query}`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as typeof plan) : plan;
  return typeof parsed === 'object' ? parsed[0].Plan['Plan Rows'] : 0;
}
