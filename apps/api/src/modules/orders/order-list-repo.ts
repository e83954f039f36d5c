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
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/client.js';
import {
  companies,
  orderResponseCounts,
  orderResponses,
  orderRoutePoints,
  orders,
} from '../../db/schema.js';
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

/** A named parameter of a prepared list statement, bound when it runs. */
export const statementParameter = (name: string): Placeholder => sql.placeholder(name);

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

/**
 * A list row: the order's own columns with the route's ends it keeps, its owner's name, the
 * count of responses not withdrawn (`order_response_counts`, joined by the list statements),
 * and — for a carrier's company only, as a subquery PostgreSQL evaluates for the rows of the
 * page alone — the status of that company's latest response.
 */
export function orderSummaryColumns(respondingCompanyId: string | Placeholder | null) {
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
    routeFromCity: orders.routeFromCity,
    routeFromAddress: orders.routeFromAddress,
    routeToCity: orders.routeToCity,
    routeToAddress: orders.routeToAddress,
    routePointCount: orders.routePointCount,
    ownerCompanyId: orders.ownerCompanyId,
    ownerCompanyName: companies.name,
    hasOpenProblem: orders.hasOpenProblem,
    hasOpenDeletionRequest: orders.hasOpenDeletionRequest,
    responseCount: sql<number>`coalesce(${orderResponseCounts.responses}, 0)`.mapWith(Number),
    myResponseStatus:
      respondingCompanyId === null
        ? sql<ResponseStatus | null>`null`
        : sql<ResponseStatus | null>`(select ${orderResponses.status} from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${respondingCompanyId} order by ${orderResponses.createdAt} desc limit 1)`,
  };
}

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
 * transaction the statement belongs to that transaction and is not kept.
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
  if (!kept) preparedLists.set(db, (kept = new Map()));
  let prepared = kept.get(key) as PreparedList<Row> | undefined;
  if (!prepared) kept.set(key, (prepared = prepare()));
  return prepared;
}

/**
 * How many orders match `where`, counting no further than ORDER_LIST_TOTAL_CAP + 1 (an exact
 * count of a broad filter over a million orders costs more than the page itself). As a
 * column of the page it is an init plan, evaluated once: page and total in one round trip.
 */
function cappedTotal(where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from (select 1 from ${orders} ${where ? sql`where ${where}` : sql``} limit ${ORDER_LIST_TOTAL_CAP + 1}) as matching)`.mapWith(
    Number,
  );
}

/**
 * One page of orders matching `where`, in `orderBy`, each row with the capped `total` when
 * `counted`, else null: the list rows themselves, or only their ids (`orderPageIdsQuery`). A search is
 * planned anew for each request (its best plan depends on how common its words are), and
 * planning the whole list row costs more than running it; so a search asks for the ids, which
 * plan in a fraction of the time, and reads the rows by id (`orderSummariesQuery`). Other
 * lists keep one generic plan per shape and read everything in one round trip. A builder:
 * the bench EXPLAINs it.
 */
export function orderPageQuery(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number | Placeholder; offset: number | Placeholder },
  options: { counted: boolean; respondingCompanyId: string | Placeholder | null },
) {
  return db
    .select({
      ...orderSummaryColumns(options.respondingCompanyId),
      total: options.counted ? cappedTotal(where) : sql<null>`null`,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.ownerCompanyId))
    .leftJoin(orderResponseCounts, eq(orderResponseCounts.orderId, orders.id))
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** The ids of a page of `orderPageQuery` with its total (see there for when). */
export function orderPageIdsQuery(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number | Placeholder; offset: number | Placeholder },
  options: { counted: boolean },
) {
  return db
    .select({ id: orders.id, total: options.counted ? cappedTotal(where) : sql<null>`null` })
    .from(orders)
    .where(where)
    .orderBy(...orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * The list rows of the orders of `ids`, in no particular order: one statement whatever the
 * number of ids (an array parameter), so PostgreSQL keeps one generic plan for it.
 */
export function orderSummariesQuery(
  db: DbExecutor,
  ids: readonly string[] | Placeholder,
  respondingCompanyId: string | Placeholder | null,
) {
  return db
    .select(orderSummaryColumns(respondingCompanyId))
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.ownerCompanyId))
    .leftJoin(orderResponseCounts, eq(orderResponseCounts.orderId, orders.id))
    .where(sql`${orders.id} = any(${ids}::uuid[])`);
}

export type OrderSummaryRow = Awaited<ReturnType<typeof orderSummariesQuery>>[number];

/**
 * The orders of `ids`, in no particular order (the caller orders them), with the status of
 * `respondingCompanyId`'s latest response on each when it is a carrier's company.
 */
export async function findOrderSummaryRowsByIds(
  db: DbExecutor,
  ids: readonly string[],
  respondingCompanyId: string | null,
): Promise<OrderSummaryRow[]> {
  if (ids.length === 0) return [];
  const responding = respondingCompanyId !== null;
  const summaries = preparedList(db, `summaries:${responding}`, () =>
    orderSummariesQuery(db, sql.placeholder('ids'), responding ? sql.placeholder('company') : null),
  );
  return summaries.execute({ ids, company: respondingCompanyId });
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
