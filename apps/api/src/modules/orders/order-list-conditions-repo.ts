import type { OrderListQuery } from '@freight/shared';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderResponses, orderRoutePoints, orders } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';
import { prefixTsQuery } from './order-search-repo.js';

/** Which orders a list may contain at all (tenant isolation), before the user's filters. */
export type OrderVisibility =
  | { kind: 'all' }
  | { kind: 'ownerCompany'; companyId: string; createdBy?: string }
  /** `published`: the load board; `responded`: orders the carrier responded to or won. */
  | { kind: 'carrier'; companyId: string; published: boolean; responded: boolean };

/**
 * What a condition compares with: the value itself (`inlineValues`), or a placeholder of a
 * prepared statement that the value is bound to when it runs (`ListStatementValues`).
 */
export type Bind = <Value>(value: Value) => Value | Placeholder;

export const inlineValues: Bind = (value) => value;

/**
 * The values of one list request, bound to numbered placeholders: the statement's text then
 * depends only on which filters are present (`orderListShape`), not on their values, so one
 * prepared statement per shape serves every request and drizzle builds its SQL once.
 */
export class ListStatementValues {
  readonly values: Record<string, unknown> = {};
  private next = 0;

  readonly bind: Bind = (value) => {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

const respondedBy = (companyId: string, bind: Bind): SQL =>
  or(
    eq(orders.selectedCarrierCompanyId, bind(companyId)),
    exists(
      sql`(select 1 from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${bind(companyId)})`,
    ),
  ) as SQL;

function visibilityCondition(visibility: OrderVisibility, bind: Bind): SQL | undefined {
  switch (visibility.kind) {
    case 'all':
      return undefined;
    case 'ownerCompany':
      return and(
        eq(orders.ownerCompanyId, bind(visibility.companyId)),
        visibility.createdBy ? eq(orders.createdBy, bind(visibility.createdBy)) : undefined,
      );
    case 'carrier': {
      const published = eq(orders.status, 'PUBLISHED');
      const responded = respondedBy(visibility.companyId, bind);
      if (visibility.published && visibility.responded) return or(published, responded);
      return visibility.published ? published : responded;
    }
  }
}

/** One value compares with `=`, so the planner can use the leading columns of an index. */
function oneOf(
  column: AnyPgColumn,
  values: readonly string[] | undefined,
  bind: Bind,
): SQL | undefined {
  if (!values || values.length === 0) return undefined;
  const [only] = values;
  return values.length === 1 && only !== undefined
    ? eq(column, bind(only))
    : inArray(
        column,
        values.map((value) => bind(value)),
      );
}

/** Route points of the order whose city or address contains `place`. */
const alongRoute = (place: string, bind: Bind): SQL => {
  const pattern = bind(containsPattern(place));
  return exists(
    sql`(select 1 from ${orderRoutePoints} where ${orderRoutePoints.orderId} = ${orders.id} and (${ilike(orderRoutePoints.city, pattern)} or ${ilike(orderRoutePoints.address, pattern)}))`,
  );
};

/** The full-text match on the stored vector, which the GIN index covers. */
export const matchesSearch = (tsQuery: string, bind: Bind = inlineValues): SQL =>
  sql`${orders.searchVector} @@ to_tsquery('simple', ${bind(tsQuery)})`;

export function orderListConditions(
  visibility: OrderVisibility,
  query: OrderListQuery,
  bind: Bind = inlineValues,
): SQL | undefined {
  const tsQuery = query.q ? prefixTsQuery(query.q) : null;
  const compare = <Value>(
    value: Value | undefined,
    condition: (bound: Value | Placeholder) => SQL,
  ): SQL | undefined => (value === undefined || value === '' ? undefined : condition(bind(value)));
  return and(
    visibilityCondition(visibility, bind),
    oneOf(orders.status, query.status, bind),
    oneOf(orders.transportType, query.transportType, bind),
    compare(query.loadingDateFrom, (from) => gte(orders.plannedLoadingDate, from)),
    compare(query.loadingDateTo, (to) => lte(orders.plannedLoadingDate, to)),
    compare(query.unloadingDateFrom, (from) => gte(orders.plannedUnloadingDate, from)),
    compare(query.unloadingDateTo, (to) => lte(orders.plannedUnloadingDate, to)),
    compare(query.priceMin, (min) => gte(orders.price, min)),
    compare(query.priceMax, (max) => lte(orders.price, max)),
    compare(query.currency, (currency) => eq(orders.currency, currency)),
    query.place ? alongRoute(query.place, bind) : undefined,
    tsQuery ? matchesSearch(tsQuery, bind) : undefined,
  );
}

/**
 * Which conditions, sort and visibility a list statement has: everything its SQL text
 * depends on once the values are bound (`ListStatementValues`). Two requests of one shape
 * share a prepared statement; a property test holds this function to that.
 */
export function orderListShape(visibility: OrderVisibility, query: OrderListQuery): string {
  const present = (value: unknown) => (value === undefined || value === '' ? 0 : 1);
  return [
    visibility.kind,
    visibility.kind === 'ownerCompany' ? present(visibility.createdBy) : '',
    visibility.kind === 'carrier' ? `${visibility.published}${visibility.responded}` : '',
    query.status?.length ?? 0,
    query.transportType?.length ?? 0,
    present(query.loadingDateFrom),
    present(query.loadingDateTo),
    present(query.unloadingDateFrom),
    present(query.unloadingDateTo),
    present(query.priceMin),
    present(query.priceMax),
    present(query.currency),
    present(query.place || undefined),
    query.q !== undefined && prefixTsQuery(query.q) !== null ? 1 : 0,
    query.sort ?? '',
  ].join(':');
}

type SortColumn =
  | typeof orders.createdAt
  | typeof orders.plannedLoadingDate
  | typeof orders.plannedUnloadingDate
  | typeof orders.price
  | typeof orders.number;

const SORT_COLUMNS: Record<string, SortColumn> = {
  createdAt: orders.createdAt,
  plannedLoadingDate: orders.plannedLoadingDate,
  plannedUnloadingDate: orders.plannedUnloadingDate,
  price: orders.price,
  number: orders.number,
};

/** The whitelisted sort (newest first by default), with the id as the tie-breaker. */
export function orderListOrder(sort: string | undefined): SQL[] {
  const descending = sort?.startsWith('-') ?? true;
  const column = SORT_COLUMNS[sort?.replace(/^-/, '') ?? 'createdAt'] ?? orders.createdAt;
  const direction = descending ? desc : asc;
  return [direction(column), direction(orders.id)];
}
