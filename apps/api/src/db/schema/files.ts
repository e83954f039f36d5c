import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { companies } from './companies.js';
import { users } from './users.js';

/**
 * Every uploaded file: the bytes live in the file store under `storage_key`; the content type
 * was detected from the content. `company_id` is the tenant that may read it (null while a
 * registration document is staged, before its company exists).
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('files_storage_key_unique').on(table.storageKey),
    index('files_company_idx').on(table.companyId),
  ],
);
