import { orderListQuerySchema } from '@freight/shared';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../src/db/client.js';
import { orders } from '../src/db/schema.js';
import type { AuthUser } from '../src/platform/auth/access-token.js';
import { estimateExceedsCap, searchesText } from '../src/modules/orders/find-orders.js';
import {
  orderListConditions,
  orderListOrder,
} from '../src/modules/orders/order-list-conditions-repo.js';
import { estimateOrderCount } from '../src/modules/orders/order-count-repo.js';
import {
  orderListItemsByIdsQuery,
  orderPageIdsQuery,
  orderPageQuery,
} from '../src/modules/orders/order-list-repo.js';
import { orderListScope, respondingCompanyOf } from '../src/platform/access/record-scopes.js';

export interface ExplainedQuery {
  title: string;
  sql: string;
  params: unknown[];
  plan: string;
}

/**
 * The statements `GET /api/orders` runs for a query string, built by the same functions as the
 * route: the page with its capped total in one statement — or, for a full-text search, the
 * planner's estimate that may make the count unnecessary, the page's ids and their rows. Each
 * is EXPLAINed (the estimate without ANALYZE, as the API runs it) on the bench database.
 */
export async function explainOrderList(
  db: Database,
  client: pg.Client,
  actor: AuthUser,
  path: string,
): Promise<ExplainedQuery[]> {
  const url = new URL(path, 'http://bench');
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const where = orderListConditions(orderListScope(actor, query), query);
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
  const orderBy = orderListOrder(query.sort);
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  if (!searchesText(query)) {
    statements.push({
      title: counted ? 'the page with its capped total' : 'the page',
      built: orderPageQuery(db, where, orderBy, page, {
        counted,
        respondingCompanyId: respondingCompanyOf(actor),
      }).toSQL(),
      analyze: true,
    });
  } else {
    const ids = orderPageIdsQuery(db, where, orderBy, page, { counted }).toSQL();
    statements.push({
      title: counted ? 'the ids of the page, with the capped total' : 'the ids of the page',
      built: ids,
      analyze: true,
    });
    const { rows: pageRows } = await client.query<{ id: string }>(ids.sql, ids.params);
    const rows = orderListItemsByIdsQuery(
      db,
      sql.placeholder('ids'),
      respondingCompanyOf(actor),
    ).toSQL();
    statements.push({
      title: 'the list rows of those ids',
      built: {
        sql: rows.sql,
        params: fillPlaceholders(rows.params, {
          ids: pageRows.map((row) => row.id),
        }),
      },
      analyze: true,
    });
  }
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
