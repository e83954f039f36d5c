import {
  EXCHANGE_LIMITS,
  SAVED_SEARCH_MATCHES_SHOWN,
  type SavedSearch,
  type SavedSearchFields,
  type SavedSearchList,
  type SavedSearchMatches,
  type SavedSearchUpdate,
} from '@freight/shared';
import { readTogether } from '../../db/read-together.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { requireAccess } from '../../platform/access/require-access.js';
import { AppError, accessDenied } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import {
  countMatchesGone,
  deleteSavedSearch,
  findMatchesOnBoard,
  findSavedSearchesOf,
  insertSavedSearch,
  lockSavedSearchesOf,
  markSavedSearchSeen,
  setSavedSearchState,
  updateSavedSearchIfVersion,
} from './saved-search-repo.js';
import { toSavedSearch, toSavedSearchValues } from './saved-search-view.js';

/**
 * A carrier-side user's saved load-board searches (issue 31, DESIGN §8). Each is its owner's
 * alone: another user's id answers 404 (`requireAccess`, `manage:saved_search:self`).
 */

export async function listSavedSearches(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<SavedSearchList> {
  assertPermission(actor, 'manage:saved_search:self');
  const rows = await findSavedSearchesOf(db, actor.id);
  return { items: rows.map(toSavedSearch), limit: EXCHANGE_LIMITS.maxSavedSearchesPerUser };
}

/** Saves the filters under a name, up to EXCHANGE_LIMITS.maxSavedSearchesPerUser per user. */
export async function createSavedSearch(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  fields: SavedSearchFields,
): Promise<SavedSearch> {
  assertPermission(actor, 'manage:saved_search:self');
  const companyId = actor.companyId;
  // Every carrier-side role belongs to a company; a token without one is not such a user.
  if (!companyId) throw accessDenied();
  const row = await db.transaction(async (tx) => {
    if ((await lockSavedSearchesOf(tx, actor.id)) >= EXCHANGE_LIMITS.maxSavedSearchesPerUser) {
      throw new AppError('SAVED_SEARCH_LIMIT_REACHED');
    }
    return insertSavedSearch(tx, { userId: actor.id, companyId }, toSavedSearchValues(fields));
  });
  return toSavedSearch(row);
}

/** Rewrites the search at the version read; it is matched so from the next publication on. */
export async function updateSavedSearch(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  searchId: string,
  request: SavedSearchUpdate,
): Promise<SavedSearch> {
  await requireAccess(db, actor, 'manage:saved_search:self', [searchId]);
  const { version, ...fields } = request;
  const row = await updateSavedSearchIfVersion(db, searchId, version, toSavedSearchValues(fields));
  if (!row) throw new AppError('VERSION_CONFLICT');
  return toSavedSearch(row);
}

/**
 * Paused: no order is matched to it. Muted: orders are matched and counted on its badge, but
 * nobody is alerted (no notification, push or e-mail).
 */
export async function setSavedSearchAlerts(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  searchId: string,
  change: { paused?: boolean; muted?: boolean },
): Promise<SavedSearch> {
  const [search] = await requireAccess(db, actor, 'manage:saved_search:self', [searchId]);
  const stateOf = (on: boolean | undefined, since: Date | null) =>
    on === undefined ? undefined : on ? (since ?? new Date()) : null;
  const row = await setSavedSearchState(db, searchId, {
    ...(change.paused === undefined ? {} : { pausedAt: stateOf(change.paused, search.pausedAt) }),
    ...(change.muted === undefined ? {} : { mutedAt: stateOf(change.muted, search.mutedAt) }),
  });
  return toSavedSearch(row);
}

export async function removeSavedSearch(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  searchId: string,
): Promise<void> {
  await requireAccess(db, actor, 'manage:saved_search:self', [searchId]);
  await deleteSavedSearch(db, searchId);
}

/**
 * The search's matched orders still on the load board, newest first (those taken since are
 * only counted: the carrier may no longer see them); opening them clears the badge.
 */
export async function listSavedSearchMatches(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  searchId: string,
): Promise<SavedSearchMatches> {
  await requireAccess(db, actor, 'manage:saved_search:self', [searchId]);
  const [rows, gone] = await readTogether(db, [
    () => findMatchesOnBoard(db, searchId, SAVED_SEARCH_MATCHES_SHOWN),
    () => countMatchesGone(db, searchId),
  ]);
  const search = await markSavedSearchSeen(db, searchId);
  return {
    search: toSavedSearch(search),
    items: rows.map((row) => ({ ...row, matchedAt: row.matchedAt.toISOString() })),
    gone,
  };
}
