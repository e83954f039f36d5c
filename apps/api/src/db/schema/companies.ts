import { integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, version } from './columns.js';

/** FORWARDER (expeditor), CARRIER (driver company) or PLATFORM (security service, staff). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    kind: text('kind').$type<'FORWARDER' | 'CARRIER' | 'PLATFORM'>().notNull(),
    name: text('name').notNull(),
    bin: text('bin').notNull(),
    legalAddress: text('legal_address'),
    actualAddress: text('actual_address'),
    signatoryPosition: text('signatory_position'),
    status: text('status')
      .$type<'PENDING_REVIEW' | 'APPROVED' | 'REJECTED'>()
      .notNull()
      .default('PENDING_REVIEW'),
    reviewComment: text('review_comment'),
    /** The average of the ratings its completed orders received; null until there are any. */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('companies_bin_unique').on(table.bin)],
);
