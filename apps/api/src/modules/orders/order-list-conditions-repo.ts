import { PublicationStage, type OrderListQuery } from '@freight/shared';
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
import { orderInvitations, orderResponses, orderRoutePoints, orders } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';
import { prefixTsQuery } from './core/order-search-repo.js';

/**
 * What the conditions read of a list request: its filters and search, without its page (the
 * status counts ask without status and sort too).
 */
export type OrderListFilterQuery = Omit<OrderListQuery, 'page' | 'pageSize'>;

import { offeredTo } from '../../platform/access/access-repo.js';
import type { OrderVisibility } from '../../platform/access/record-scopes.js';

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

  /** The placeholder's name: the values are numbered in the order they are bound. */
  private add(value: unknown): string {
    const name = `p${this.next++}`;
    this.values[name] = value;
    return name;
  }

  readonly bind: Bind = (value) => sql.placeholder(this.add(value));

  /** Numbers `values` as `bind` would, without a placeholder (no statement is built). */
  addAll(values: readonly unknown[]): void {
    for (const value of values) this.add(value);
  }
}

/**
 * One condition of a list: the request's values it compares with, and its SQL over them, each
 * bound or inline. The values are known without building the SQL, which a request needs only
 * the first time its shape is prepared (`orderListValues`).
 */
interface ListTerm {
  values: readonly unknown[];
  condition(bound: readonly unknown[]): SQL;
}

function term<const Values extends readonly unknown[]>(
  values: Values,
  condition: (...bound: { [Index in keyof Values]: Values[Index] | Placeholder }) => SQL,
): ListTerm {
  return {
    values,
    condition: (bound) => condition(...(bound as { [Index in keyof Values]: Values[Index] })),
  };
}

const respondedBy = (companyId: string | Placeholder): SQL =>
  or(
    eq(orders.selectedCarrierCompanyId, companyId),
    exists(
      sql`(select 1 from ${orderResponses} where ${orderResponses.orderId} = ${orders.id} and ${orderResponses.carrierCompanyId} = ${companyId})`,
    ),
  ) as SQL;

/**
 * The load board as a carrier sees it: published orders on the whole board, and those offered
 * to its company first (issue 32: the owner's pool, or an invitation), the order resolver's
 * `seesOrder` as SQL.
 */
const onBoardOf = (companyId: string | Placeholder): SQL =>
  and(
    eq(orders.status, 'PUBLISHED'),
    or(
      eq(orders.publicationStage, PublicationStage.PUBLIC),
      offeredTo(orders.ownerCompanyId, orders.id, companyId),
    ),
  ) as SQL;

function visibilityTerms(visibility: OrderVisibility): ListTerm[] {
  switch (visibility.kind) {
    case 'all':
      return [];
    case 'ownerCompany':
      return [
        term([visibility.companyId], (companyId) => eq(orders.ownerCompanyId, companyId)),
        ...(visibility.createdBy
          ? [term([visibility.createdBy], (createdBy) => eq(orders.createdBy, createdBy))]
          : []),
      ];
    case 'carrier': {
      // The load board alone, or (besides or instead) what the carrier responded to or won.
      return [
        term([visibility.companyId], (companyId) => {
          if (!visibility.published) return respondedBy(companyId);
          return visibility.responded
            ? (or(onBoardOf(companyId), respondedBy(companyId)) as SQL)
            : onBoardOf(companyId);
        }),
      ];
    }
  }
}

/** Orders the carrier was invited to (issue 31): a carrier's filter; other sides have none. */
function invitedTerms(visibility: OrderVisibility, invited: boolean | undefined): ListTerm[] {
  if (!invited || visibility.kind !== 'carrier') return [];
  return [
    term([visibility.companyId], (companyId) =>
      exists(
        sql`(select 1 from ${orderInvitations} where ${orderInvitations.orderId} = ${orders.id} and ${orderInvitations.carrierCompanyId} = ${companyId})`,
      ),
    ),
  ];
}

/** One value compares with `=`, so the planner can use the leading columns of an index. */
function oneOf(column: AnyPgColumn, values: readonly string[] | undefined): ListTerm[] {
  if (!values || values.length === 0) return [];
  return [
    values.length === 1
      ? term([values[0]], (only) => eq(column, only))
      : term(values, (...bound) => inArray(column, bound)),
  ];
}

/** Route points of the order whose city or address contains `place`. */
const alongRoute = (pattern: string | Placeholder): SQL =>
  exists(
    sql`(select 1 from ${orderRoutePoints} where ${orderRoutePoints.orderId} = ${orders.id} and (${ilike(orderRoutePoints.city, pattern)} or ${ilike(orderRoutePoints.address, pattern)}))`,
  );

/**
 * The order's place and the places containing it (`placeLineage` of the shared package, in
 * SQL): `KZ-19:KHORGOS` → {KZ, KZ-19, KZ-19:KHORGOS}; a place the gazetteer did not know ('')
 * has none that a filter names.
 */
const lineageOf = (place: AnyPgColumn): SQL => {
  const region = sql`split_part(coalesce(${place}, ''), ':', 1)`;
  return sql`array[left(${region}, 2), ${region}, coalesce(${place}, '')]`;
};

/**
 * The order's place lies in one of `places` (comma-joined codes: one bound value, whatever
 * their number, so the statement's text does not depend on it).
 */
const placeWithin =
  (place: AnyPgColumn) =>
  (places: string | Placeholder): SQL =>
    sql`${lineageOf(place)} && string_to_array(${places}::text, ',')`;

/** The full-text match on the stored vector, which the GIN index covers. */
export const matchesSearch = (tsQuery: string | Placeholder): SQL =>
  sql`${orders.searchVector} @@ to_tsquery('simple', ${tsQuery})`;

/** The conditions of a list request, in the order their values are bound. */
function orderListTerms(visibility: OrderVisibility, query: OrderListFilterQuery): ListTerm[] {
  const tsQuery = query.q ? prefixTsQuery(query.q) : null;
  const compare = <Value>(
    value: Value | undefined,
    condition: (bound: Value | Placeholder) => SQL,
  ): ListTerm[] => (value === undefined || value === '' ? [] : [term([value], condition)]);
  return [
    ...visibilityTerms(visibility),
    ...oneOf(orders.status, query.status),
    ...oneOf(orders.transportType, query.transportType),
    ...compare(query.loadingDateFrom, (from) => gte(orders.plannedLoadingDate, from)),
    ...compare(query.loadingDateTo, (to) => lte(orders.plannedLoadingDate, to)),
    ...compare(query.unloadingDateFrom, (from) => gte(orders.plannedUnloadingDate, from)),
    ...compare(query.unloadingDateTo, (to) => lte(orders.plannedUnloadingDate, to)),
    ...compare(query.priceMin, (min) => gte(orders.price, min)),
    ...compare(query.priceMax, (max) => lte(orders.price, max)),
    ...compare(query.currency, (currency) => eq(orders.currency, currency)),
    ...compare(query.from?.join(','), placeWithin(orders.routeFromPlace)),
    ...compare(query.to?.join(','), placeWithin(orders.routeToPlace)),
    ...compare(query.weightMinTons, (min) => gte(orders.cargoWeightTons, min)),
    ...compare(query.weightMaxTons, (max) => lte(orders.cargoWeightTons, max)),
    ...compare(query.volumeMinM3, (min) => gte(orders.cargoVolumeM3, min)),
    ...compare(query.volumeMaxM3, (max) => lte(orders.cargoVolumeM3, max)),
    ...(query.place ? [term([containsPattern(query.place)], alongRoute)] : []),
    ...(tsQuery ? [term([tsQuery], matchesSearch)] : []),
    ...invitedTerms(visibility, query.invited),
  ];
}

/** The list's filters and visibility as SQL, comparing with values `bind` gives. */
export function orderListConditions(
  visibility: OrderVisibility,
  query: OrderListFilterQuery,
  bind: Bind = inlineValues,
): SQL | undefined {
  return and(
    ...orderListTerms(visibility, query).map((listTerm) =>
      listTerm.condition(listTerm.values.map((value) => bind(value))),
    ),
  );
}

/**
 * The values `orderListConditions` binds with a fresh `ListStatementValues`, named alike, for
 * a statement already prepared: building the conditions' SQL on every request to learn them
 * cost a few percent of the load board's CPU (issue 11).
 */
export function orderListValues(
  visibility: OrderVisibility,
  query: OrderListFilterQuery,
): Record<string, unknown> {
  const bound = new ListStatementValues();
  for (const listTerm of orderListTerms(visibility, query)) bound.addAll(listTerm.values);
  return bound.values;
}

/**
 * Which conditions, sort and visibility a list statement has: everything its SQL text
 * depends on once the values are bound (`ListStatementValues`). Two requests of one shape
 * share a prepared statement; a property test holds this function to that.
 */
export function orderListShape(visibility: OrderVisibility, query: OrderListFilterQuery): string {
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
    present(query.from?.join(',')),
    present(query.to?.join(',')),
    present(query.weightMinTons),
    present(query.weightMaxTons),
    present(query.volumeMinM3),
    present(query.volumeMaxM3),
    present(query.place || undefined),
    query.q !== undefined && prefixTsQuery(query.q) !== null ? 1 : 0,
    query.invited && visibility.kind === 'carrier' ? 1 : 0,
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
