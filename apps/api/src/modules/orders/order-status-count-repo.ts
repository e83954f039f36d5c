import type { OrderStatus } from '@freight/shared';
import { count } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { preparedList } from './order-list-cache-repo.js';
import {
  ListStatementValues,
  orderListConditions,
  orderListShape,
  orderListValues,
  type OrderListFilterQuery,
  type OrderVisibility,
} from './order-list-conditions-repo.js';

export interface OrderStatusCountRow {
  status: OrderStatus;
  count: number;
}

/**
 * How many orders of each status match the list's visibility and filters (a status no order
 * has is no row). One prepared statement per filter shape, as the list's (docs/decisions/010).
 */
export function countOrdersOfEachStatus(
  db: DbExecutor,
  visibility: OrderVisibility,
  query: OrderListFilterQuery,
): Promise<OrderStatusCountRow[]> {
  const statement = preparedList(db, `status-counts:${orderListShape(visibility, query)}`, () =>
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(orderListConditions(visibility, query, new ListStatementValues().bind))
      .groupBy(orders.status),
  );
  return statement.execute(orderListValues(visibility, query));
}
