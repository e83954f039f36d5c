import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema.js';

/** A counter after a hit: how many hits its window holds, and how long until it resets. */
export interface CounterState {
  hits: number;
  msUntilReset: number;
}

/** The database's clock: every instance counts windows by the same time. */
const msUntilReset =
  sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.resetsAt} - now())) * 1000))`.mapWith(
    Number,
  );

/**
 * Counts one hit of `key` in a fixed window of `windowMs` and answers the count, in one atomic
 * upsert: N processes hitting the same key at once get N distinct counts. A key whose window
 * has passed starts over at 1.
 */
export async function countHit(
  db: DbExecutor,
  key: string,
  windowMs: number,
): Promise<CounterState> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, msUntilReset });
  if (!row) throw new Error('the counter upsert returned nothing');
  return row;
}

/** Takes back one hit of a window that is still running (an attempt that did not count). */
export async function takeBackHit(db: DbExecutor, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`greatest(0, ${rateLimitCounters.hits} - 1)` })
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetsAt, sql`now()`)));
}

/** Deletes the counters whose window has passed; they would start over on their next hit. */
export async function deleteExpiredCounters(db: DbExecutor): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}
