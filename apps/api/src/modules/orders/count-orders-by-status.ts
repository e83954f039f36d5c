import type { OrderStatus, OrderStatusCounts, OrderStatusCountsQuery } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { orderListScope } from '../../platform/access/record-scopes.js';
import { countOrdersOfEachStatus } from './order-status-count-repo.js';

/**
 * The list's status quick filters: how many orders of each status `/requests` or
 * `/my-requests` would hold with the same filters and search. The visibility is the list's
 * without a status filter, so a carrier counts the load board and what it responded to.
 */
export async function countOrdersByStatus(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: OrderStatusCountsQuery,
): Promise<OrderStatusCounts> {
  assertPermission(actor, 'read:order:party');
  // One row per status, 0 included: the statement counts each status on its own.
  const rows = await countOrdersOfEachStatus(db, orderListScope(actor, query), query);
  const counts = Object.fromEntries(rows.map((row) => [row.status, row.count]));
  return { counts: counts as Record<OrderStatus, number> };
}
