import { orderListQuerySchema } from '@freight/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../src/db/client.js';
import { orders } from '../src/db/schema.js';
import type { AuthUser } from '../src/platform/auth/access-token.js';
import {
  estimateExceedsCap,
  listVisibility,
  searchesText,
} from '../src/modules/orders/find-orders.js';
import {
  estimateOrderCount,
  orderListConditions,
  orderListOrder,
  orderPageQuery,
} from '../src/modules/orders/order-list-repo.js';

export interface ExplainedQuery {
  title: string;
  sql: string;
  params: unknown[];
  plan: string;
}

/**
 * The statements `GET /api/orders` runs for a query string, built by the same functions as the
 * route: the page with its capped total in one statement — and, for a full-text search first,
 * the planner's estimate that may make the count unnecessary. Each is EXPLAINed (the estimate
 * without ANALYZE, as the API runs it) on the bench database.
 */
export async function explainOrderList(
  db: Database,
  client: pg.Client,
  actor: AuthUser,
  path: string,
): Promise<ExplainedQuery[]> {
  const url = new URL(path, 'http://bench');
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const where = orderListConditions(listVisibility(actor, query), query);
  const statements: {
    title: string;
    built: { sql: string; params: unknown[] };
    analyze: boolean;
  }[] = [];
  let counted = true;
  if (searchesText(query)) {
    const estimate = await estimateOrderCount(db, where);
    counted = !estimateExceedsCap(estimate);
    statements.push({
      title: `planner estimate: ${estimate} rows — ${counted ? 'the page counts too' : 'reported as capped, the page does not count'}`,
      built: db
        .select({ one: sql`1` })
        .from(orders)
        .where(where)
        .toSQL(),
      analyze: false,
    });
  }
  statements.push({
    title: counted ? 'page with its capped total' : 'page',
    built: orderPageQuery(
      db,
      where,
      orderListOrder(query.sort),
      { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      actor.companyId,
      counted,
    ).toSQL(),
    analyze: true,
  });
  const explained: ExplainedQuery[] = [];
  for (const { title, built, analyze } of statements) {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain ${analyze ? '(analyze, buffers) ' : ''}${built.sql}`,
      built.params,
    );
    explained.push({
      title,
      sql: built.sql,
      params: built.params,
      plan: rows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return explained;
}
