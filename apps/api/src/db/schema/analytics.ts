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
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { orders } from './orders.js';

/**
 * Rollups of the admin's platform dashboard (issue 12, docs/decisions/020-analytics.md): the
 * plain queries read a year of a million orders and their responses, well beyond the 500 ms
 * target. Kept current by triggers on `orders` and `order_responses` in the writing
 * transaction (the migration `analytics` holds them); a day is a local day in Asia/Almaty.
 */

/** Orders created per day and currency, and the sum of their prices. */
export const analyticsDailyOrders = pgTable(
  'analytics_daily_orders',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull(),
    value: numeric('value', { precision: 18, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);

/** The companies that created an order or sent a response on a day, once per day. */
export const analyticsDailyActiveCompanies = pgTable(
  'analytics_daily_active_companies',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (table) => [primaryKey({ columns: [table.day, table.companyId] })],
);

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One narrow row per order with what the company dashboards read (docs/decisions/020-analytics.md):
 * who owns it, who carries it, the agreed price, the lane and its great-circle length, and the
 * instant of each event. Without it each figure joined a company's orders to their selected
 * response, trip steps, route points, ratings and problems again (270–450 ms per dashboard at
 * 5,000 orders). The view `analytics_order_facts_source` (migration `analytics_order_facts`)
 * defines every column from those tables; triggers on each of them refresh an order's row in
 * the writing transaction.
 */
export const analyticsOrderFacts = pgTable(
  'analytics_order_facts',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ownerCompanyId: uuid('owner_company_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    /** The company whose response was selected. */
    carrierCompanyId: uuid('carrier_company_id'),
    driverId: uuid('driver_id'),
    vehicleId: uuid('vehicle_id'),
    transportType: text('transport_type').notNull(),
    /** First loading city → last unloading city. */
    lane: text('lane').notNull(),
    /** The selected response's offer, which the contract states. */
    agreedPrice: doublePrecision('agreed_price'),
    agreedCurrency: text('agreed_currency'),
    /** Great-circle km along the route's points; null when a point has no coordinates. */
    km: doublePrecision('km'),
    createdAt: instant('created_at').notNull(),
    publishedAt: instant('published_at'),
    /** The accepted response's decision. */
    selectedAt: instant('selected_at'),
    /** The trip's current COMPLETED step, of a completed order. */
    completedAt: instant('completed_at'),
    /** A cancelled order's last change. */
    cancelledAt: instant('cancelled_at'),
    loadingAt: instant('loading_at'),
    /** Loading started no later than the planned local day. */
    loadingOnTime: boolean('loading_on_time'),
    deliveredAt: instant('delivered_at'),
    deliveryOnTime: boolean('delivery_on_time'),
    /** Responses not withdrawn. */
    responses: integer('responses').notNull(),
    hadProblem: boolean('had_problem').notNull(),
    /** The score the forwarder side gave the carrier. */
    forwarderScore: integer('forwarder_score'),
    /** The order's first response (issue 31's time to first response). */
    firstResponseAt: instant('first_response_at'),
  },
  (table) => [
    index('analytics_order_facts_owner_idx').on(table.ownerCompanyId, table.createdBy),
    index('analytics_order_facts_carrier_idx').on(table.carrierCompanyId, table.completedAt),
  ],
);
