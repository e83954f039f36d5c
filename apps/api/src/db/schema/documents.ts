import type {
  DocumentKind,
  DocumentLanguages,
  DocumentState,
  SignatureSide,
} from '@freight/shared';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { companies } from './companies.js';
import { files } from './files.js';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * The registry of documents the platform issues for an order (DESIGN §3): the bytes are a
 * `files` row in the file store, the SHA-256 is what `/verify` looks up. Rows are never
 * updated except for their state (a contract is signed, declined or superseded), never
 * deleted; a new version is a new row.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    /** 1, 2, … per order and kind. */
    versionNo: integer('version_no').notNull(),
    state: text('state').$type<DocumentState>().notNull(),
    languages: text('languages').$type<DocumentLanguages>().notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    sha256: text('sha256').notNull(),
    /** The parties when it was issued: who may read it besides the platform's staff. */
    forwarderCompanyId: uuid('forwarder_company_id')
      .notNull()
      .references(() => companies.id),
    carrierCompanyId: uuid('carrier_company_id').references(() => companies.id),
    /** A signed copy names the contract it was made from. */
    sourceDocumentId: uuid('source_document_id').references((): AnyPgColumn => orderDocuments.id),
    declineReason: text('decline_reason'),
    declinedBy: uuid('declined_by').references(() => users.id),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('order_documents_order_kind_version_unique').on(
      table.orderId,
      table.kind,
      table.versionNo,
    ),
    index('order_documents_sha256_idx').on(table.sha256),
    index('order_documents_forwarder_idx').on(table.forwarderCompanyId, table.createdAt),
    index('order_documents_carrier_idx').on(table.carrierCompanyId, table.createdAt),
    index('order_documents_created_idx').on(table.createdAt),
  ],
);

/**
 * The platform's simple electronic signature of one side on one contract version: who, for
 * which company, when, from where, and the hash of exactly the document they saw. One per side
 * and document, enforced by the unique index even when both sides sign at once.
 */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    side: text('side').$type<SignatureSide>().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** As they were when signing: a later rename does not rewrite a signature. */
    signerName: text('signer_name').notNull(),
    signerPosition: text('signer_position'),
    companyName: text('company_name').notNull(),
    companyBin: text('company_bin').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contract_signatures_document_side_unique').on(table.documentId, table.side),
    index('contract_signatures_order_idx').on(table.orderId),
  ],
);
