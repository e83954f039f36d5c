import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every API process (platform/limits): one row per
 * limited key (`login:account:…`, `write:<user id>`), counted with an atomic upsert. A row whose
 * window has passed starts over on its next hit and is deleted by the periodic sweep.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_idx').on(table.resetsAt)],
);
