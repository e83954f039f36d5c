import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The `Idempotency-Key`s of state-changing requests (platform/http/idempotency): one row per
 * caller and key, claimed before the work begins and completed with the first answer, which a
 * retry with the same key and the same request gets again. Rows older than 24 h are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The signed-in user's id, or a fixed scope for requests made before signing in. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, route and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still at work. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    responseContentType: text('response_content_type'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
