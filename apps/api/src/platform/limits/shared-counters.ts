import type { DbExecutor } from '../../db/client.js';
import { countHit, deleteExpiredCounters, takeBackHit, type CounterState } from './counter-repo.js';

/**
 * Request counters every API process shares, kept in PostgreSQL (docs/decisions/021): a limit
 * of 10 per window is 10 whether the load balancer sends the requests to one process or to
 * many. One indexed upsert per counted request.
 */
export interface SharedCounters {
  hit(key: string, windowMs: number): Promise<CounterState>;
  takeBack(key: string): Promise<void>;
}

/** Every this many hits of a process, the counters whose window has passed are deleted. */
const SWEEP_EVERY_HITS = 500;

export function createSharedCounters(db: DbExecutor): SharedCounters {
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY_HITS) {
        hitsSinceSweep = 0;
        await deleteExpiredCounters(db);
      }
      return countHit(db, key, windowMs);
    },
    takeBack: (key) => takeBackHit(db, key),
  };
}
