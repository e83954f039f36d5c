import type {
  DeletionRequestStatus,
  GeneratedProblem,
  OrderSide,
  OrderStatus,
  ProblemStatus,
} from '@freight/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The cases an order can open beside its life: a party's problem report to the security
 * service, and the owner side's request to delete it. Each holds the order until decided.
 */

/** A party's report to the CB; the order stays flagged until the CB decides. */
export const orderProblems = pgTable(
  'order_problems',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    description: text('description').notNull(),
    /** A report the platform filed itself, as a code and values (the description is empty). */
    generated: jsonb('generated').$type<GeneratedProblem>(),
    status: text('status').$type<ProblemStatus>().notNull().default('OPEN'),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id),
    decisionComment: text('decision_comment'),
    newStatus: text('new_status').$type<OrderStatus>(),
    /** The side the CB found at fault, if any: a verified event for the trust score. */
    atFaultSide: text('at_fault_side').$type<OrderSide>(),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_problems_one_open_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'OPEN'`),
    index('order_problems_order_idx').on(table.orderId, table.createdAt),
    index('order_problems_status_idx').on(table.status, table.createdAt),
    // The few decided with a side at fault, for the companies' trust facts (decision 028).
    index('order_problems_at_fault_idx')
      .on(table.orderId)
      .where(sql`${table.atFaultSide} is not null`),
  ],
);

/** The owner side asks; a moderator or the CB approves (order CANCELLED) or rejects. */
export const orderDeletionRequests = pgTable(
  'order_deletion_requests',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason'),
    status: text('status').$type<DeletionRequestStatus>().notNull().default('PENDING'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_deletion_requests_one_pending_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'PENDING'`),
    index('order_deletion_requests_order_idx').on(table.orderId, table.createdAt),
    index('order_deletion_requests_status_idx').on(table.status, table.createdAt),
  ],
);
