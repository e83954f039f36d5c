import { sql } from 'drizzle-orm';
import { customType, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency: every update checks and bumps it. */
export const version = () => integer('version').notNull().default(1);

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
