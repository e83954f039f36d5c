import { ORDER_LIST_TOTAL_CAP, type OrderListQuery, type ResponseStatus } from '@freight/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import { companies, orderResponses, orderRoutePoints, orders } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';
import { prefixTsQuery } from './order-fields.js';

/** Which orders a list may contain at all (tenant isolation), before the user's filters. */
export type OrderVisibility =
  | { kind: 'all' }
  | { kind: 'ownerCompany'; companyId: string; createdBy?: string }
  /** `published`: the load board; `responded`: orders the carrier responded to or won. */
  | { kind: 'carrier'; companyId: string; published: boolean; responded: boolean };

const respondedBy = (companyId: string): SQL =>
  or(
    eq(orders.selectedCarrierCompanyId, companyId),
    exists(
      sql`(select 1 from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${companyId})`,
    ),
  ) as SQL;

function visibilityCondition(visibility: OrderVisibility): SQL | undefined {
  switch (visibility.kind) {
    case 'all':
      return undefined;
    case 'ownerCompany':
      return and(
        eq(orders.ownerCompanyId, visibility.companyId),
        visibility.createdBy ? eq(orders.createdBy, visibility.createdBy) : undefined,
      );
    case 'carrier': {
      const published = eq(orders.status, 'PUBLISHED');
      const responded = respondedBy(visibility.companyId);
      if (visibility.published && visibility.responded) return or(published, responded);
      return visibility.published ? published : responded;
    }
  }
}

/** One value compares with `=`, so the planner can use the leading columns of an index. */
function oneOf(column: AnyPgColumn, values: readonly string[] | undefined): SQL | undefined {
  if (!values || values.length === 0) return undefined;
  const [only] = values;
  return values.length === 1 && only !== undefined
    ? eq(column, only)
    : inArray(column, [...values]);
}

/** Route points of the order whose city or address contains `place`. */
const alongRoute = (place: string): SQL => {
  const pattern = containsPattern(place);
  return exists(
    sql`(select 1 from ${orderRoutePoints} where ${orderRoutePoints.orderId} = ${orders.id} and (${ilike(orderRoutePoints.city, pattern)} or ${ilike(orderRoutePoints.address, pattern)}))`,
  );
};

/** The full-text match on the stored vector, which the GIN index covers. */
export const matchesSearch = (tsQuery: string): SQL =>
  sql`${orders.searchVector} @@ to_tsquery('simple', ${tsQuery})`;

export function orderListConditions(
  visibility: OrderVisibility,
  query: OrderListQuery,
): SQL | undefined {
  const tsQuery = query.q ? prefixTsQuery(query.q) : null;
  return and(
    visibilityCondition(visibility),
    oneOf(orders.status, query.status),
    oneOf(orders.transportType, query.transportType),
    query.loadingDateFrom ? gte(orders.plannedLoadingDate, query.loadingDateFrom) : undefined,
    query.loadingDateTo ? lte(orders.plannedLoadingDate, query.loadingDateTo) : undefined,
    query.unloadingDateFrom ? gte(orders.plannedUnloadingDate, query.unloadingDateFrom) : undefined,
    query.unloadingDateTo ? lte(orders.plannedUnloadingDate, query.unloadingDateTo) : undefined,
    query.priceMin !== undefined ? gte(orders.price, query.priceMin) : undefined,
    query.priceMax !== undefined ? lte(orders.price, query.priceMax) : undefined,
    query.currency ? eq(orders.currency, query.currency) : undefined,
    query.place ? alongRoute(query.place) : undefined,
    tsQuery ? matchesSearch(tsQuery) : undefined,
  );
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

/**
 * A list row: the order's own columns, its owner's name, and — as subqueries, which
 * PostgreSQL evaluates only for the rows of the page — the route's cities and addresses in
 * order, and the number of responses not withdrawn with the caller's company's latest status.
 */
export function orderSummaryColumns(callerCompanyId: string | null) {
  return {
    id: orders.id,
    number: orders.number,
    status: orders.status,
    createdAt: orders.createdAt,
    plannedLoadingDate: orders.plannedLoadingDate,
    plannedUnloadingDate: orders.plannedUnloadingDate,
    transportType: orders.transportType,
    cargoName: orders.cargoName,
    cargoWeightTons: orders.cargoWeightTons,
    price: orders.price,
    currency: orders.currency,
    ownerCompanyId: orders.ownerCompanyId,
    ownerCompanyName: companies.name,
    hasOpenProblem: orders.hasOpenProblem,
    hasOpenDeletionRequest: orders.hasOpenDeletionRequest,
    route: sql<
      [city: string, address: string][] | null
    >`(select json_agg(json_build_array(${orderRoutePoints.city}, ${orderRoutePoints.address}) order by ${orderRoutePoints.position}) from ${orderRoutePoints} where ${orderRoutePoints.orderId} = ${orders.id})`.as(
      'route',
    ),
    responses: sql<
      [notWithdrawn: number, callersLatest: ResponseStatus | null]
    >`(select json_build_array(count(*) filter (where ${orderResponses.status} <> 'WITHDRAWN'), (array_agg(${orderResponses.status} order by ${orderResponses.createdAt} desc) filter (where ${orderResponses.carrierCompanyId} = ${callerCompanyId}))[1]) from ${orderResponses} where ${orderResponses.orderId} = ${orders.id})`.as(
      'responses',
    ),
  };
}

export type OrderSummaryRow = Awaited<ReturnType<typeof orderPageQuery>>[number];

/**
 * Runs a list statement as a named prepared statement (the name is its text's hash): on
 * PostgreSQL each connection then plans it once and reuses the plan — a generic one only when
 * the planner finds it as cheap as planning for the values, so a search keeps its custom plans.
 * Planning the page query costs about as much as running it. PGlite ignores the name.
 */
export function runPrepared<Row>(query: {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<Row[]> };
}): Promise<Row[]> {
  const name = `orders_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`;
  return query.prepare(name).execute();
}

/** One page of orders matching `where`, in `orderBy` (a builder: the bench EXPLAINs it). */
export function orderPageQuery(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number; offset: number },
  callerCompanyId: string | null,
) {
  return db
    .select(orderSummaryColumns(callerCompanyId))
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.ownerCompanyId))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** The orders of `ids`, in no particular order (the caller orders them). */
export async function findOrderSummaryRowsByIds(
  db: DbExecutor,
  ids: readonly string[],
  callerCompanyId: string | null,
): Promise<OrderSummaryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(orderSummaryColumns(callerCompanyId))
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.ownerCompanyId))
    .where(inArray(orders.id, [...ids]));
}

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
  // Both drivers answer raw statements as `{ rows }`; EXPLAIN's JSON arrives parsed.
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string }[];
  };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as typeof plan) : plan;
  return typeof parsed === 'object' ? (parsed?.[0]?.Plan['Plan Rows'] ?? 0) : 0;
}

/** The ids of orders whose number, cargo or route match `q` (a subquery), or none for no words. */
export function orderIdsMatchingSearch(db: DbExecutor, q: string) {
  const tsQuery = prefixTsQuery(q);
  return tsQuery
    ? db.select({ id: orders.id }).from(orders).where(matchesSearch(tsQuery))
    : undefined;
}
