import {
  ORDER_LIST_TOTAL_CAP,
  type Currency,
  type OrderStatus,
  type PublicationStage,
  type ResponseStatus,
  type TransportType,
} from '@freight/shared';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import {
  companies,
  orderInvitations,
  orderResponseCounts,
  orderResponses,
  orders,
} from '../../db/schema.js';
import { agreedResponseJoin, agreedResponses } from './agreed-response-repo.js';
import { namedRows, preparedList } from './order-list-cache-repo.js';
import { matchesSearch } from './order-list-conditions-repo.js';
import { prefixTsQuery } from './core/order-search-repo.js';

/**
 * A list row: the order's own columns with the route's ends it keeps, its owner's name, the
 * count of responses not withdrawn (`order_response_counts`, joined by the list statements),
 * and — for a carrier's company only, as a subquery PostgreSQL evaluates for the rows of the
 * page alone — the status of that company's latest response.
 */
/** A named parameter of a prepared list statement, bound when it runs. */
export const statementParameter = (name: string): Placeholder => sql.placeholder(name);

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
    agreedPrice: agreedResponses.price,
    agreedCurrency: agreedResponses.currency,
    routeFromCity: orders.routeFromCity,
    routeFromAddress: orders.routeFromAddress,
    routeToCity: orders.routeToCity,
    routeToAddress: orders.routeToAddress,
    routePointCount: orders.routePointCount,
    ownerCompanyId: orders.ownerCompanyId,
    ownerCompanyName: companies.name,
    hasOpenProblem: orders.hasOpenProblem,
    hasOpenDeletionRequest: orders.hasOpenDeletionRequest,
    instantBooking: orders.instantBooking,
    publicationStage: orders.publicationStage,
    poolUntil: orders.poolUntil,
    responseCount: sql<number>`coalesce(${orderResponseCounts.responses}, 0)`.mapWith(Number),
    myResponseStatus:
      respondingCompanyId === null
        ? sql<ResponseStatus | null>`null`
        : sql<ResponseStatus | null>`(select ${orderResponses.status} from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${respondingCompanyId} order by ${orderResponses.createdAt} desc limit 1)`,
    invited: invitedColumn(respondingCompanyId),
  };
}

/** Whether the carrier's company was invited to the order: one probe of the unique index. */
function invitedColumn(respondingCompanyId: string | Placeholder | null): SQL<boolean> {
  return respondingCompanyId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${orderInvitations} where ${orderInvitations.orderId} = ${orders.id} and ${orderInvitations.carrierCompanyId} = ${respondingCompanyId})`;
}

/**
 * A row of `/requests` as PostgreSQL answers it: each column named and typed as the answer's
 * field (the instant as ISO text, numerics as float8), so the rows go to the answer without
 * a driver-side mapping per column (`orderListItemColumns`).
 */
export interface OrderListRow {
  id: string;
  number: string;
  status: OrderStatus;
  createdAt: string;
  plannedLoadingDate: string;
  transportType: TransportType;
  cargoName: string;
  cargoWeightTons: number;
  price: number;
  currency: Currency;
  /** Null, both, until a carrier is selected (`agreedResponseJoin`). */
  agreedPrice: number | null;
  agreedCurrency: Currency | null;
  fromCity: string;
  toCity: string;
  routePointCount: number;
  responseCount: number;
  myResponseStatus: ResponseStatus | null;
  hasOpenProblem: boolean;
  hasOpenDeletionRequest: boolean;
  instantBooking: boolean;
  publicationStage: PublicationStage;
  poolUntil: string | null;
  invited: boolean;
}

/**
 * The columns of an `OrderListRow`, named by their `as`: what the list screens show
 * (`orderListItemSchema`), nothing of the order that only its detail or other lists need. The
 * load board is the API's most frequent request: formatting in SQL costs PostgreSQL little,
 * while parsing a timestamp into a Date and writing it back out cost the API per row.
 */
function orderListItemColumns(respondingCompanyId: string | Placeholder | null) {
  const named = <Value>(column: SQL | AnyPgColumn, name: keyof OrderListRow) =>
    sql<Value>`${column}`.as(name);
  return {
    id: named<string>(orders.id, 'id'),
    number: named<string>(orders.number, 'number'),
    status: named<OrderStatus>(orders.status, 'status'),
    createdAt: named<string>(
      sql`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      'createdAt',
    ),
    plannedLoadingDate: named<string>(
      sql`${orders.plannedLoadingDate}::text`,
      'plannedLoadingDate',
    ),
    transportType: named<TransportType>(orders.transportType, 'transportType'),
    cargoName: named<string>(orders.cargoName, 'cargoName'),
    cargoWeightTons: named<number>(sql`${orders.cargoWeightTons}::float8`, 'cargoWeightTons'),
    price: named<number>(sql`${orders.price}::float8`, 'price'),
    currency: named<Currency>(orders.currency, 'currency'),
    agreedPrice: named<number | null>(sql`${agreedResponses.price}::float8`, 'agreedPrice'),
    agreedCurrency: named<Currency | null>(agreedResponses.currency, 'agreedCurrency'),
    fromCity: named<string>(orders.routeFromCity, 'fromCity'),
    toCity: named<string>(orders.routeToCity, 'toCity'),
    routePointCount: named<number>(orders.routePointCount, 'routePointCount'),
    responseCount: named<number>(
      sql`coalesce(${orderResponseCounts.responses}, 0)`,
      'responseCount',
    ),
    myResponseStatus: named<ResponseStatus | null>(
      respondingCompanyId === null
        ? sql`null::text`
        : sql`(select ${orderResponses.status} from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${respondingCompanyId} order by ${orderResponses.createdAt} desc limit 1)`,
      'myResponseStatus',
    ),
    hasOpenProblem: named<boolean>(orders.hasOpenProblem, 'hasOpenProblem'),
    hasOpenDeletionRequest: named<boolean>(orders.hasOpenDeletionRequest, 'hasOpenDeletionRequest'),
    instantBooking: named<boolean>(orders.instantBooking, 'instantBooking'),
    publicationStage: named<PublicationStage>(orders.publicationStage, 'publicationStage'),
    poolUntil: named<string | null>(
      sql`to_char(${orders.poolUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      'poolUntil',
    ),
    invited: named<boolean>(invitedColumn(respondingCompanyId), 'invited'),
  };
}

/**
 * How many orders match `where`, counting no further than ORDER_LIST_TOTAL_CAP + 1 (an exact
 * count of a broad filter over a million orders costs more than the page itself). As a
 * column of the page it is an init plan, evaluated once: page and total in one round trip.
 */
function cappedTotal(where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${orders} ${where ? sql`where ${where}` : sql``} limit ${ORDER_LIST_TOTAL_CAP + 1}) as matching)`;
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
      ...orderListItemColumns(options.respondingCompanyId),
      total: (options.counted ? cappedTotal(where) : sql<null>`null::int`).as('total'),
    })
    .from(orders)
    .leftJoin(orderResponseCounts, eq(orderResponseCounts.orderId, orders.id))
    .leftJoin(agreedResponses, agreedResponseJoin(options.respondingCompanyId))
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
    .leftJoin(agreedResponses, agreedResponseJoin(respondingCompanyId))
    .where(sql`${orders.id} = any(${ids}::uuid[])`);
}

/** The list rows (`OrderListRow`) of the orders of `ids`, in no particular order. */
export function orderListItemsByIdsQuery(
  db: DbExecutor,
  ids: readonly string[] | Placeholder,
  respondingCompanyId: string | Placeholder | null,
) {
  return db
    .select(orderListItemColumns(respondingCompanyId))
    .from(orders)
    .leftJoin(orderResponseCounts, eq(orderResponseCounts.orderId, orders.id))
    .leftJoin(agreedResponses, agreedResponseJoin(respondingCompanyId))
    .where(sql`${orders.id} = any(${ids}::uuid[])`);
}

/** The list rows of the orders of `ids`, in no particular order (the caller orders them). */
export async function findOrderListRowsByIds(
  db: DbExecutor,
  ids: readonly string[],
  respondingCompanyId: string | null,
): Promise<OrderListRow[]> {
  if (ids.length === 0) return [];
  const responding = respondingCompanyId !== null;
  const items = preparedList(db, `items:${responding}`, () =>
    orderListItemsByIdsQuery(
      db,
      statementParameter('ids'),
      responding ? statementParameter('company') : null,
    ),
  );
  return namedRows(items, { ids, company: respondingCompanyId });
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

/** The ids of orders whose number, cargo or route match `q` (a subquery), or none for no words. */
export function orderIdsMatchingSearch(db: DbExecutor, q: string) {
  const tsQuery = prefixTsQuery(q);
  return tsQuery
    ? db.select({ id: orders.id }).from(orders).where(matchesSearch(tsQuery))
    : undefined;
}
