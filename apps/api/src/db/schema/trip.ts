import type {
  Currency,
  FileReviewStatus,
  OrderFileType,
  OrderSide,
  TripStep,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { drivers } from './fleet.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The trip's timeline (issue 9): one row per recorded step with its actual time. A correction
 * never rewrites a row: it marks the current one superseded and inserts the new time, so the
 * history of corrections stays. One current row per order and step, even under races.
 */
export const orderTripSteps = pgTable(
  'order_trip_steps',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    step: text('step').$type<TripStep>().notNull(),
    actualAt: timestamp('actual_at', { withTimezone: true }).notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    /** Departure from loading: the seal put on; unloading start: the seal found. */
    sealNumber: text('seal_number'),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_trip_steps_one_current')
      .on(table.orderId, table.step)
      .where(sql`${table.supersededAt} is null`),
    index('order_trip_steps_order_idx').on(table.orderId, table.createdAt),
  ],
);

/**
 * Files either party attaches to an order. Never deleted: a rejected file stays with its
 * reason and a replacement is a new row. Tenant: the order's parties and platform staff.
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    type: text('type').$type<OrderFileType>().notNull(),
    status: text('status').$type<FileReviewStatus>().notNull().default('PENDING'),
    /** The side that uploaded it; the other side reviews it. */
    side: text('side').$type<OrderSide>().notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    version: version(),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_files_order_idx').on(table.orderId, table.type, table.createdAt),
    uniqueIndex('order_files_file_unique').on(table.fileId),
  ],
);

/** A payment the forwarder side sent, with the receipt attached to it. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    receiptOrderFileId: uuid('receipt_order_file_id')
      .notNull()
      .references(() => orderFiles.id),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    comment: text('comment'),
    sentBy: uuid('sent_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId, table.createdAt),
    check('order_payments_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The forwarder side's confirmation of receipt of the goods, once per order. */
export const orderDeliveryConfirmations = pgTable('order_delivery_confirmations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  reservation: text('reservation'),
  confirmedBy: uuid('confirmed_by')
    .notNull()
    .references(() => users.id),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rating of one side by the other on a completed order: one per order and side, enforced by
 * the unique index. The forwarder side's rating of the carrier also rates the driver.
 */
export const orderRatings = pgTable(
  'order_ratings',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The side that gave it. */
    side: text('side').$type<OrderSide>().notNull(),
    raterCompanyId: uuid('rater_company_id')
      .notNull()
      .references(() => companies.id),
    ratedCompanyId: uuid('rated_company_id')
      .notNull()
      .references(() => companies.id),
    ratedDriverId: uuid('rated_driver_id').references(() => drivers.id),
    score: smallint('score').notNull(),
    comment: text('comment'),
    ratedBy: uuid('rated_by')
      .notNull()
      .references(() => users.id),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('order_ratings_order_side_unique').on(table.orderId, table.side),
    // With the score, the company's trust facts are summed from this index alone.
    index('order_ratings_rated_company_idx').on(table.ratedCompanyId, table.createdAt, table.score),
    index('order_ratings_rated_driver_idx').on(table.ratedDriverId, table.createdAt),
    check('order_ratings_score_range', sql`${table.score} between 1 and 5`),
  ],
);

/**
 * The verified facts of each company's trust score (docs/trust-score.md), kept by triggers in
 * the writing transaction (migration `company_trust_facts`, decision 028): every response and
 * every order detail shows its carriers' scores, and computing them from the raw rows read all
 * of a busy carrier's orders and ratings per answer (decision 026). Each trigger recomputes the
 * changed company's row from the view `company_trust_facts_source`, so the row is exactly what
 * the raw rows say; a company without a row has no facts yet.
 *
 * The ratings are kept as two sums that do not age: each rating weighs `2^(t / half-life)`, t
 * being its instant after TRUST_RATING_EPOCH; at the moment of reading, multiplying by
 * `2^(−now / half-life)` gives every rating its weight `0.5^(age / half-life)`.
 */
export const companyTrustFacts = pgTable('company_trust_facts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  completedAsOwner: integer('completed_as_owner').notNull(),
  completedAsCarrier: integer('completed_as_carrier').notNull(),
  /** Problems the CB decided with the forwarder's side at fault, on the company's own orders. */
  problemsAtFaultAsForwarder: integer('problems_at_fault_as_forwarder').notNull(),
  /** … with the carrier's side at fault, on the orders the company carries. */
  problemsAtFaultAsCarrier: integer('problems_at_fault_as_carrier').notNull(),
  ratingCount: integer('rating_count').notNull(),
  ratingWeight: doublePrecision('rating_weight').notNull(),
  ratingWeightedScore: doublePrecision('rating_weighted_score').notNull(),
  /** Of its own orders, the average days from delivery to payment; null without payments. */
  averageDaysToPayment: doublePrecision('average_days_to_payment'),
});
