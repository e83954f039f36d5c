import type { DbExecutor } from '../../db/client.js';
import { createBoundedCache } from '../cache/bounded-cache.js';
import { findSessionState, type SessionState } from './session-repo.js';

/**
 * The session state (epoch, active) of recently seen users, read once from the database and
 * then answered from memory on every request. Whatever changes it (session-repo's
 * `advanceSessionEpoch`, a deactivation) notifies ACCOUNT_EVENTS_CHANNEL in the same
 * transaction, and every instance `forget`s the user (account-events-relay.ts), so a revoked
 * token is refused on the next request everywhere, not when it expires.
 */
export interface SessionStates {
  /** The user's current state, or null for a user that does not exist. */
  of(userId: string): Promise<SessionState | null>;
  forget(userId: string): void;
  /**
   * Follows the listening connection that carries the revocations: while it is down nothing
   * is answered from memory (every request reads its user's state from the database), and
   * when it is back everything remembered is forgotten, as a revocation may have been missed.
   */
  followRevocations(listening: boolean): void;
}

/** How many users' states are remembered; the least recently used is forgotten first. */
const SESSION_STATE_CACHE_SIZE = 10_000;
/**
 * A safety net only: a dropped LISTEN connection is followed (`followRevocations`); the
 * relay's `forget` is what makes a revocation immediate.
 */
const SESSION_STATE_TTL_MS = 60_000;

export function createSessionStates(db: DbExecutor): SessionStates {
  const known = createBoundedCache<string, SessionState>({
    max: SESSION_STATE_CACHE_SIZE,
    ttlMs: SESSION_STATE_TTL_MS,
  });
  // Counts every `forget`: a read that started before one must not store what it read after
  // the forget cleared the entry, or the old epoch would come back for a whole TTL. Forgets
  // are rare (a logout, a deactivation), so one counter for all users costs nothing.
  let forgets = 0;
  let revocationsHeard = true;

  return {
    async of(userId) {
      const cached = revocationsHeard ? known.get(userId) : undefined;
      if (cached) return cached;
      const forgetsBefore = forgets;
      const state = await findSessionState(db, userId);
      if (state && revocationsHeard && forgets === forgetsBefore) known.set(userId, state);
      return state;
    },
    forget(userId) {
      known.delete(userId);
      forgets += 1;
    },
    followRevocations(listening) {
      revocationsHeard = listening;
      known.clear();
      forgets += 1;
    },
  };
}
