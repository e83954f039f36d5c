import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { users } from './users.js';

/** A company's registration documents; a replaced one stays, marked with `replaced_at`. */
export const companyDocuments = pgTable(
  'company_documents',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').$type<'CHARTER' | 'VAT_CERTIFICATE' | 'POWER_OF_ATTORNEY'>().notNull(),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('company_documents_file_unique').on(table.fileId),
    uniqueIndex('company_documents_current_unique')
      .on(table.companyId, table.kind)
      .where(sql`${table.replacedAt} is null`),
  ],
);

/** Every step of a company's review: submitted, resubmitted, changed, approved, rejected. */
export const companyReviewHistory = pgTable(
  'company_review_history',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    action: text('action')
      .$type<'SUBMITTED' | 'RESUBMITTED' | 'CHANGED' | 'APPROVED' | 'REJECTED'>()
      .notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [index('company_review_history_company_idx').on(table.companyId, table.createdAt)],
);

/** Proof that a registrant accepted the user agreement and the data-processing consent. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    agreementVersion: text('agreement_version').notNull(),
    dataProcessingVersion: text('data_processing_version').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agreement_acceptances_user_idx').on(table.userId)],
);
