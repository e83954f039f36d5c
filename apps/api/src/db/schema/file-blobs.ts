import {
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns.js';

/**
 * Bytes as PostgreSQL's bytea. node-postgres answers a Buffer, PGlite a Uint8Array; both are
 * handed on as a Buffer over the same memory.
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The file store in the database (FILE_STORE=postgres), for several API instances: one row
 * per stored object under the same key as on disk, complete once `completed_at` is set (a
 * writer that died midway leaves an incomplete one that nobody reads).
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    key: text('key').primaryKey(),
    size: integer('size').notNull().default(0),
    chunkCount: integer('chunk_count').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('file_blobs_incomplete_idx')
      .on(table.createdAt)
      .where(sql`completed_at is null`),
  ],
);

/** The bytes of a stored object in order, a bounded chunk per row (streamed in and out). */
export const fileBlobChunks = pgTable(
  'file_blob_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => fileBlobs.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.seq] })],
);
