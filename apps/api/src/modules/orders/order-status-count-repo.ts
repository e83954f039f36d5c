import { ORDER_LIST_TOTAL_CAP, ORDER_STATUSES, type OrderStatus } from '@freight/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { OrderVisibility } from '../../platform/access/record-scopes.js';
import type { DbExecutor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { preparedList } from './order-list-cache-repo.js';
import {
  ListStatementValues,
  orderListConditions,
  orderListShape,
  orderListValues,
  type OrderListFilterQuery,
} from './order-list-conditions-repo.js';

export interface OrderStatusCountRow {
  status: OrderStatus;
  count: number;
}

/**
 * How many orders of each status match the list's visibility and filters, each counted only up
 * to ORDER_LIST_TOTAL_CAP + 1, as the list's own total is (docs/decisions/010): a status of a
 * million orders costs a thousand index entries, not a million, on every list opened. A count
 * above the cap reads as "1000+". One prepared statement per filter shape, as the list's.
 */
export function countOrdersOfEachStatus(
  db: DbExecutor,
  visibility: OrderVisibility,
  query: OrderListFilterQuery,
  cap = ORDER_LIST_TOTAL_CAP,
): Promise<OrderStatusCountRow[]> {
  const key = `status-counts:${cap}:${orderListShape(visibility, query)}`;
  const statement = preparedList(db, key, () => {
    const countOf = (status: OrderStatus) => {
      const matching = db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            orderListConditions(visibility, query, new ListStatementValues().bind),
            eq(orders.status, status),
          ),
        )
        .limit(cap + 1)
        .as('matching');
      return db
        .select({ status: sql<OrderStatus>`${status}::text`.as('status'), count: count() })
        .from(matching);
    };
    const [first, second, ...rest] = ORDER_STATUSES.map(countOf);
    if (!first || !second) throw new Error('ORDER_STATUSES holds twelve statuses');
    return unionAll(first, second, ...rest);
  });
  return statement.execute(orderListValues(visibility, query));
}
