import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

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
