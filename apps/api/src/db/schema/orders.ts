import type {
  Currency,
  LoadingMethod,
  OrderStatus,
  OrderType,
  PackageType,
  PaymentTerms,
  PublicationStage,
  ResponseStatus,
  RoutePointType,
  TransportationType,
  TransportationView,
  TransportType,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, version, tsvector } from './columns.js';
import { companies } from './companies.js';
import { drivers, vehicles } from './fleet.js';
import { users } from './users.js';

/** Order numbers: `KZ-<year>-<6+ digits>`, the digits from this sequence (see create-order.ts). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * A transport order (request, application). The form's fields as typed columns; the flags and
 * the selection denormalise what the lists filter on, kept in the transaction that changes them.
 * `search_text` (number, cargo and every route point's city and address, lower-cased) feeds the
 * full-text index; the service rewrites it whenever one of those changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull(),
    ownerCompanyId: uuid('owner_company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    plannedLoadingDate: date('planned_loading_date', { mode: 'string' }).notNull(),
    plannedUnloadingDate: date('planned_unloading_date', { mode: 'string' }).notNull(),
    transportType: text('transport_type').$type<TransportType>().notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    cargoName: text('cargo_name').notNull(),
    cargoWeightTons: numeric('cargo_weight_tons', {
      precision: 9,
      scale: 3,
      mode: 'number',
    }).notNull(),
    cargoVolumeM3: numeric('cargo_volume_m3', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    packageType: text('package_type').$type<PackageType>().notNull(),
    seats: integer('seats').notNull(),
    seatLengthM: numeric('seat_length_m', { precision: 6, scale: 2, mode: 'number' }),
    seatWidthM: numeric('seat_width_m', { precision: 6, scale: 2, mode: 'number' }),
    seatHeightM: numeric('seat_height_m', { precision: 6, scale: 2, mode: 'number' }),
    declaredValue: numeric('declared_value', { precision: 16, scale: 2, mode: 'number' }),
    declaredValueCurrency: text('declared_value_currency').$type<Currency>(),
    loadingMethod: text('loading_method').$type<LoadingMethod>().notNull(),
    transportationType: text('transportation_type').$type<TransportationType>().notNull(),
    transportationView: text('transportation_view').$type<TransportationView>().notNull(),
    specialConditions: text('special_conditions'),
    selectedResponseId: uuid('selected_response_id').references(
      (): AnyPgColumn => orderResponses.id,
    ),
    selectedCarrierCompanyId: uuid('selected_carrier_company_id').references(() => companies.id),
    hasOpenProblem: boolean('has_open_problem').notNull().default(false),
    hasOpenDeletionRequest: boolean('has_open_deletion_request').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * Who sees it once published (issue 32): the board, the owner's pool until `poolUntil`
     * (then the board, by a scheduled job), or only the pool.
     */
    publicationStage: text('publication_stage')
      .$type<PublicationStage>()
      .notNull()
      .default('PUBLIC'),
    /** The POOL window the owner chose (1–48 h); `poolUntil` is set from it on publication. */
    poolHours: integer('pool_hours'),
    poolUntil: timestamp('pool_until', { withTimezone: true }),
    /** A vetted carrier may book it at the posted price in one step (issue 32). */
    instantBooking: boolean('instant_booking').notNull().default(false),
    searchText: text('search_text').notNull().default(''),
    /** The route's ends and length, kept with the route for the lists (order-fields.ts). */
    routeFromCity: text('route_from_city').notNull().default(''),
    routeFromAddress: text('route_from_address').notNull().default(''),
    routeToCity: text('route_to_city').notNull().default(''),
    routeToAddress: text('route_to_address').notNull().default(''),
    routePointCount: integer('route_point_count').notNull().default(0),
    /**
     * The gazetteer's place of the first and last cities (issue 31: what saved searches and
     * truck offers match on); '' when it does not know the city, null until resolved.
     */
    routeFromPlace: text('route_from_place'),
    routeToPlace: text('route_to_place'),
    /** The exchange's measures (issue 31): when the first carrier answered, and when one was chosen. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    carrierSelectedAt: timestamp('carrier_selected_at', { withTimezone: true }),
    /**
     * Its words, kept by PostgreSQL: matching a stored vector costs a fraction of building it
     * from the text for every row a sorted scan visits (see docs/decisions/007-orders-api.md).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_number_unique').on(table.number),
    // The load board: published orders of a body type in a loading window, by loading date.
    index('orders_status_transport_loading_idx').on(
      table.status,
      table.transportType,
      table.plannedLoadingDate,
      table.id,
    ),
    index('orders_status_loading_idx').on(table.status, table.plannedLoadingDate, table.id),
    // A forwarder's own orders, and the default newest-first sort of every list.
    index('orders_owner_created_idx').on(table.ownerCompanyId, table.createdAt, table.id),
    index('orders_created_by_idx').on(table.createdBy, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_selected_carrier_idx').on(table.selectedCarrierCompanyId),
    // A company's completed orders, counted for its trust facts (decision 028).
    // …and, by the carrier, a forwarder's past carriers (an order's suggestions, decision 036).
    index('orders_completed_owner_idx')
      .on(table.ownerCompanyId, table.selectedCarrierCompanyId)
      .where(sql`${table.status} = 'COMPLETED'`),
    index('orders_completed_carrier_idx')
      .on(table.selectedCarrierCompanyId)
      .where(sql`${table.status} = 'COMPLETED'`),
    index('orders_search_idx').using('gin', table.searchVector),
    // The carriers of a region pair's completed orders by completion (decision 036): a
    // completed order changes no more, so its last change is its completion.
    index('orders_completed_lane_idx')
      .on(
        sql`split_part(${table.routeFromPlace}, ':', 1)`,
        sql`split_part(${table.routeToPlace}, ':', 1)`,
        table.updatedAt,
        table.selectedCarrierCompanyId,
      )
      .where(sql`${table.status} = 'COMPLETED'`),
    // The pool stages whose time has come (issue 32's scheduled opening to the board).
    index('orders_pool_until_idx')
      .on(table.poolUntil)
      .where(sql`${table.publicationStage} = 'POOL'`),
    // A truck offer's matching loads: published orders leaving its region.
    index('orders_status_from_place_idx').on(
      table.status,
      table.routeFromPlace,
      table.plannedLoadingDate,
    ),
    check(
      'orders_unloading_after_loading',
      sql`${table.plannedUnloadingDate} >= ${table.plannedLoadingDate}`,
    ),
    check('orders_price_positive', sql`${table.price} > 0`),
  ],
);

/** The route: position 0 is the loading point, the last the unloading point. */
export const orderRoutePoints = pgTable(
  'order_route_points',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    type: text('type').$type<RoutePointType>().notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    contactPerson: text('contact_person').notNull(),
    phone: text('phone').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (table) => [
    uniqueIndex('order_route_points_order_position_unique').on(table.orderId, table.position),
  ],
);

/**
 * A carrier's offer: driver, vehicle, price. At most one ACTIVE or ACCEPTED response per
 * carrier company and order, enforced by the partial unique index even under races.
 */
export const orderResponses = pgTable(
  'order_responses',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    comment: text('comment'),
    status: text('status').$type<ResponseStatus>().notNull().default('ACTIVE'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('order_responses_one_open_per_carrier')
      .on(table.orderId, table.carrierCompanyId)
      .where(sql`${table.status} in ('ACTIVE', 'ACCEPTED')`),
    index('order_responses_order_idx').on(table.orderId, table.createdAt),
    index('order_responses_carrier_idx').on(table.carrierCompanyId, table.orderId),
    // Whether a truck offer's vehicle is on a trip now: its accepted responses (decision 036).
    index('order_responses_accepted_vehicle_idx')
      .on(table.vehicleId)
      .where(sql`${table.status} = 'ACCEPTED'`),
    // The carrier's analytics read a year of its responses from this index alone (index-only
    // scans): the sent instant, the decision and its instant.
    index('order_responses_carrier_sent_idx').on(
      table.carrierCompanyId,
      table.createdAt,
      table.status,
      table.updatedAt,
    ),
  ],
);

/**
 * How many responses of an order are not withdrawn, for the lists. A row of its own, changed
 * by increments in the transaction that writes a response: the order row is left alone, so
 * responders that share-lock the order never wait on one another.
 */
export const orderResponseCounts = pgTable('order_response_counts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  responses: integer('responses').notNull(),
});
