import {
  ORDER_LIST_TOTAL_CAP,
  type OrderListItem,
  type OrderListQuery,
  type OrderPage,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { prefixTsQuery } from './core/order-search-repo.js';
import {
  orderListConditions,
  orderListOrder,
  orderListShape,
  orderListValues,
  ListStatementValues,
} from './order-list-conditions-repo.js';
import { cappedOrderCountQuery, estimateOrderCount } from './order-count-repo.js';
import {
  findOrderListRowsByIds,
  orderPageIdsQuery,
  orderPageQuery,
  statementParameter,
} from './order-list-repo.js';
import { namedRows, preparedList, reusedPlannerEstimate } from './order-list-cache-repo.js';
import { toOrderListItem } from './order-summary.js';
import { orderListScope, respondingCompanyOf } from '../../platform/access/record-scopes.js';

/** An estimate this many times the cap is taken as "more than the cap" without counting. */
const ESTIMATE_MARGIN = 3;

export function estimateExceedsCap(estimate: number): boolean {
  return estimate > ESTIMATE_MARGIN * ORDER_LIST_TOTAL_CAP;
}

/** Whether the list searches full text (a `q` with at least one word). */
export function searchesText(query: OrderListQuery): boolean {
  return query.q !== undefined && prefixTsQuery(query.q) !== null;
}

/**
 * `/requests` and `/my-requests`: filtered, searched, sorted and paginated on the server,
 * with how many orders match up to ORDER_LIST_TOTAL_CAP + 1. A capped count reads at most
 * that many index entries, but a full-text match first collects every order of its words:
 * for a word in a tenth of all orders that alone costs more than the page. So with `q`, the
 * planner's estimate (from the words' statistics) decides first whether counting is worth it.
 */
export async function findOrders(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: OrderListQuery,
): Promise<OrderPage> {
  assertPermission(actor, 'read:order:party');
  const visibility = orderListScope(actor, query);
  const values = orderListValues(visibility, query);
  // The conditions' SQL is built only when a shape is first prepared; it binds the same values.
  const where = () => orderListConditions(visibility, query, new ListStatementValues().bind);
  const shape = orderListShape(visibility, query);
  const searching = searchesText(query);
  const counted =
    !searching ||
    !estimateExceedsCap(
      // EXPLAIN plans for values, not placeholders: the estimate's statement has them inline.
      await reusedPlannerEstimate(db, `${shape}|${JSON.stringify(values)}`, () =>
        estimateOrderCount(db, orderListConditions(visibility, query)),
      ),
    );
  const key = `${counted ? 'counted' : 'uncounted'}:${shape}`;
  // Built only when a shape is first prepared: the sort is part of the shape.
  const orderBy = () => orderListOrder(query.sort);
  const page = { limit: statementParameter('limit'), offset: statementParameter('offset') };
  const pageValues = {
    ...values,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const respondingCompanyId = respondingCompanyOf(actor);
  let items: OrderListItem[];
  let total: number | null | undefined;
  if (searching) {
    const ids = await preparedList(db, `ids:${key}`, () =>
      orderPageIdsQuery(db, where(), orderBy(), page, { counted }),
    ).execute(pageValues);
    const rows = await findOrderListRowsByIds(
      db,
      ids.map((row) => row.id),
      respondingCompanyId,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    items = ids.flatMap((row) => {
      const found = byId.get(row.id);
      return found ? [toOrderListItem(found)] : [];
    });
    total = ids[0]?.total;
  } else {
    const responding = respondingCompanyId !== null;
    const rows = await namedRows(
      preparedList(db, `page:${responding}:${key}`, () =>
        orderPageQuery(db, where(), orderBy(), page, {
          counted,
          respondingCompanyId: responding ? statementParameter('company') : null,
        }),
      ),
      { ...pageValues, company: respondingCompanyId },
    );
    items = rows.map(toOrderListItem);
    total = rows[0]?.total;
  }
  const matches = !counted
    ? ORDER_LIST_TOTAL_CAP + 1
    : (total ?? (query.page > 1 ? await countBeyondLastPage() : 0));
  return {
    items,
    total: Math.min(matches, ORDER_LIST_TOTAL_CAP),
    totalCapped: matches > ORDER_LIST_TOTAL_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };

  /** A page past the last has no row to carry the total: count on its own. */
  async function countBeyondLastPage(): Promise<number> {
    const count = preparedList(db, `count:${shape}`, () => cappedOrderCountQuery(db, where()));
    const [row] = await count.execute(values);
    return row?.total ?? 0;
  }
}
