import type {
  AlertEmailFrequency,
  CarrierPoolSource,
  CounterOfferStatus,
  Currency,
  Language,
  PriceComparison,
  TransportType,
  TruckOfferStatus,
  TruckPriceUnit,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.js';
import { companies } from './companies.js';
import { drivers, vehicles } from './fleet.js';
import { orderResponses, orders } from './orders.js';
import { users } from './users.js';

/**
 * A list of places where none means anywhere, as the matcher's index reads it: `{*}` for
 * anywhere, so "the order's place or one containing it, or anywhere" is one `&&` on a GIN index.
 */
const placeKeys = (column: string) =>
  sql.raw(`case when cardinality(${column}) = 0 then array['*'] else ${column} end`);

/** A carrier's free truck on the capacity board (issue 31, DESIGN §8). */
export const truckOffers = pgTable(
  'truck_offers',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: uuid('driver_id').references(() => drivers.id),
    /** Where it stands (a place code), and the region of it loads are matched in. */
    place: text('place').notNull(),
    region: text('region').notNull(),
    availableFrom: date('available_from', { mode: 'string' }).notNull(),
    availableTo: date('available_to', { mode: 'string' }).notNull(),
    /** Where it would go; empty: anywhere. */
    destinations: text('destinations')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Copied from the vehicle when posted, so the board reads one table. */
    bodyType: text('body_type').$type<TransportType>().notNull(),
    capacityTons: numeric('capacity_tons', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    capacityM3: numeric('capacity_m3', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }),
    priceUnit: text('price_unit').$type<TruckPriceUnit>().notNull().default('TOTAL'),
    currency: text('currency').$type<Currency>(),
    comment: text('comment'),
    status: text('status').$type<TruckOfferStatus>().notNull().default('ACTIVE'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The board and an order's suggestions: active offers in a region, by date.
    index('truck_offers_status_region_idx').on(table.status, table.region, table.availableTo),
    index('truck_offers_status_available_idx').on(table.status, table.availableFrom),
    index('truck_offers_company_idx').on(table.companyId, table.createdAt),
    index('truck_offers_vehicle_idx').on(table.vehicleId),
  ],
);

/** A carrier-side user's named load-board filters and the alerts they want (DESIGN §8). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    origins: text('origins')
      .array()
      .notNull()
      .default(sql`'{}'`),
    destinations: text('destinations')
      .array()
      .notNull()
      .default(sql`'{}'`),
    originKeys: text('origin_keys').array().notNull().generatedAlwaysAs(placeKeys('origins')),
    destinationKeys: text('destination_keys')
      .array()
      .notNull()
      .generatedAlwaysAs(placeKeys('destinations')),
    loadingDateFrom: date('loading_date_from', { mode: 'string' }),
    loadingDateTo: date('loading_date_to', { mode: 'string' }),
    bodyTypes: text('body_types')
      .array()
      .$type<TransportType[]>()
      .notNull()
      .default(sql`'{}'`),
    weightMinTons: numeric('weight_min_tons', { precision: 7, scale: 3, mode: 'number' }),
    weightMaxTons: numeric('weight_max_tons', { precision: 7, scale: 3, mode: 'number' }),
    volumeMinM3: numeric('volume_min_m3', { precision: 7, scale: 2, mode: 'number' }),
    volumeMaxM3: numeric('volume_max_m3', { precision: 7, scale: 2, mode: 'number' }),
    priceMin: numeric('price_min', { precision: 14, scale: 2, mode: 'number' }),
    priceCurrency: text('price_currency').$type<Currency>(),
    emailFrequency: text('email_frequency').$type<AlertEmailFrequency>().notNull().default('OFF'),
    /** Paused: not matched at all. Muted: matched and counted, but nobody is alerted. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    mutedAt: timestamp('muted_at', { withTimezone: true }),
    pushEnabled: boolean('push_enabled').notNull().default(true),
    /** The language of its alerts by e-mail: the interface's when it was saved (users keep none). */
    language: text('language').$type<Language>().notNull().default('kz'),
    /** Matches since the owner last opened the search: the live badge. */
    unseenCount: integer('unseen_count').notNull().default(0),
    lastMatchedAt: timestamp('last_matched_at', { withTimezone: true }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_origin_keys_idx').using('gin', table.originKeys),
  ],
);

/** Which published orders matched which search: the badge's list and the e-mail digest's. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    price: text('price').$type<PriceComparison>(),
    /** When the digest carried it; null while it waits for the next one. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.searchId, table.orderId] }),
    index('saved_search_matches_order_idx').on(table.orderId),
    index('saved_search_matches_unmailed_idx')
      .on(table.searchId, table.createdAt)
      .where(sql`${table.emailedAt} is null`),
  ],
);

/** A browser's Web Push subscription (RFC 8030/8291), one per device of a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    /** The language the device's alerts are written in: its interface's when it subscribed. */
    language: text('language').$type<Language>().notNull().default('kz'),
    failureCount: integer('failure_count').notNull().default(0),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);

/** A forwarder asked a carrier to answer an order (issue 31's Invite). */
export const orderInvitations = pgTable(
  'order_invitations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_invitations_order_carrier_unique').on(table.orderId, table.carrierCompanyId),
    index('order_invitations_carrier_idx').on(table.carrierCompanyId, table.createdAt),
  ],
);

/** Rates to tenge the admin maintains (DESIGN §8); never fetched at run time. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    /** Names the rate in the audit log. */
    id: id(),
    currency: text('currency').$type<Currency>().notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    rateToKzt: numeric('rate_to_kzt', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('exchange_rates_currency_date_unique').on(table.currency, table.rateDate),
  ],
);

/**
 * A forwarder company's own carriers ("my carriers", issue 32): the pool it offers loads to
 * first. One row per pair; how the carrier came in (`source`, and the order for ORDER) is kept
 * as the forwarder first added it.
 */
export const carrierPoolMembers = pgTable(
  'carrier_pool_members',
  {
    forwarderCompanyId: uuid('forwarder_company_id')
      .notNull()
      .references(() => companies.id),
    carrierCompanyId: uuid('carrier_company_id')
      .notNull()
      .references(() => companies.id),
    source: text('source').$type<CarrierPoolSource>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    addedBy: uuid('added_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.forwarderCompanyId, table.carrierCompanyId] }),
    index('carrier_pool_members_carrier_idx').on(table.carrierCompanyId, table.createdAt),
  ],
);

/**
 * The price hint's rollup (issue 32, decision 040): one row per completed order with an agreed
 * price, keyed by its lane — the regions and countries of its ends and its body type. A trigger
 * on `analytics_order_facts` keeps it (migration 0022), so it follows every write the facts do;
 * a hint reads one lane's rows of 90 days by index instead of every order.
 */
export const lanePriceDeals = pgTable(
  'lane_price_deals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromRegion: text('from_region').notNull(),
    toRegion: text('to_region').notNull(),
    fromCountry: text('from_country').notNull(),
    toCountry: text('to_country').notNull(),
    bodyType: text('body_type').$type<TransportType>().notNull(),
    /** The local day (Asia/Almaty) it completed: the 90 days' window. */
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** The local day the carrier was chosen: the deal's date, whose rates convert its price. */
    dealOn: date('deal_on', { mode: 'string' }).notNull(),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    /** The route's great-circle length; null when a point has no coordinates. */
    km: doublePrecision('km'),
  },
  (table) => [
    index('lane_price_deals_regions_idx').on(table.fromRegion, table.toRegion, table.completedOn),
    index('lane_price_deals_countries_idx').on(
      table.fromCountry,
      table.toCountry,
      table.bodyType,
      table.completedOn,
    ),
  ],
);

/**
 * A forwarder's counter-price on a response (issue 32, Trans.eu's counter-offer): one thread
 * per response, at most one open; the carrier accepts (the response takes the price) or
 * declines it.
 */
export const responseCounterOffers = pgTable(
  'response_counter_offers',
  {
    id: id(),
    responseId: uuid('response_id')
      .notNull()
      .references(() => orderResponses.id),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    comment: text('comment'),
    status: text('status').$type<CounterOfferStatus>().notNull().default('OPEN'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('response_counter_offers_response_idx').on(table.responseId, table.createdAt),
    uniqueIndex('response_counter_offers_one_open')
      .on(table.responseId)
      .where(sql`${table.status} = 'OPEN'`),
  ],
);
