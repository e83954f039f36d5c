import { LRUCache } from 'lru-cache';

/**
 * A cache of request-derived keys that cannot grow without end: at most `max` entries (the
 * least recently used is forgotten first), each forgotten once its time to live has passed —
 * `ttlMs` for all, or the `ttl` given to `set` for one entry.
 *
 * Time is the wall clock (`Date.now`), read on every look-up: an entry may live exactly as long
 * as something outside says (an access token's `exp`), and tests move that clock with fake
 * timers. lru-cache's default monotonic clock cached for a millisecond serves neither.
 */
// lru-cache's own bounds: any value but null and undefined.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export function createBoundedCache<Key extends {}, Value extends {}>(options: {
  max: number;
  ttlMs?: number;
}): LRUCache<Key, Value> {
  return new LRUCache<Key, Value>({
    max: options.max,
    ...(options.ttlMs === undefined ? {} : { ttl: options.ttlMs }),
    perf: Date,
    ttlResolution: 0,
  });
}
