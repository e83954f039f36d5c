import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orders, savedSearches, savedSearchMatches, users } from '../../db/schema.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type SavedSearchValues = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'companyId' | 'originKeys' | 'destinationKeys' | 'version'
>;

export function findSavedSearchesOf(db: DbExecutor, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * Holds the user's row until the transaction ends, so that two saves at once count each
 * other's search against the limit.
 */
export async function lockSavedSearchesOf(db: DbExecutor, userId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedSearch(
  db: DbExecutor,
  owner: { userId: string; companyId: string },
  values: SavedSearchValues,
): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...values, ...owner })
    .returning();
  if (!row) throw new Error('saved search not inserted');
  return row;
}

/** Writes the search at the version read; undefined when it changed since (or is gone). */
export async function updateSavedSearchIfVersion(
  db: DbExecutor,
  id: string,
  version: number,
  values: Partial<SavedSearchValues>,
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...values, version: sql`${savedSearches.version} + 1`, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.version, version)))
    .returning();
  return row;
}

/** Pausing and muting set a state, whatever the version: the same request twice is harmless. */
export async function setSavedSearchState(
  db: DbExecutor,
  id: string,
  state: { pausedAt?: Date | null; mutedAt?: Date | null },
): Promise<SavedSearchRow> {
  const [row] = await db
    .update(savedSearches)
    .set({ ...state, version: sql`${savedSearches.version} + 1`, updatedAt: new Date() })
    .where(eq(savedSearches.id, id))
    .returning();
  if (!row) throw new Error('saved search vanished');
  return row;
}

/** The badge goes back to zero once the owner looked at the matches. */
export async function markSavedSearchSeen(db: DbExecutor, id: string): Promise<SavedSearchRow> {
  const [row] = await db
    .update(savedSearches)
    .set({ unseenCount: 0 })
    .where(eq(savedSearches.id, id))
    .returning();
  if (!row) throw new Error('saved search vanished');
  return row;
}

/** Deletes the search; its matches go with it (ON DELETE CASCADE). */
export async function deleteSavedSearch(db: DbExecutor, id: string): Promise<void> {
  await db.delete(savedSearches).where(eq(savedSearches.id, id));
}

export interface MatchedOrderRow {
  orderId: string;
  number: string;
  fromCity: string;
  toCity: string;
  plannedLoadingDate: string;
  transportType: typeof orders.$inferSelect.transportType;
  cargoName: string;
  cargoWeightTons: number;
  cargoVolumeM3: number;
  price: number;
  currency: typeof orders.$inferSelect.currency;
  priceComparison: typeof savedSearchMatches.$inferSelect.price;
  matchedAt: Date;
}

/** The search's matches still on the load board, newest first. */
export function findMatchesOnBoard(
  db: DbExecutor,
  searchId: string,
  limit: number,
): Promise<MatchedOrderRow[]> {
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      fromCity: orders.routeFromCity,
      toCity: orders.routeToCity,
      plannedLoadingDate: orders.plannedLoadingDate,
      transportType: orders.transportType,
      cargoName: orders.cargoName,
      cargoWeightTons: orders.cargoWeightTons,
      cargoVolumeM3: orders.cargoVolumeM3,
      price: orders.price,
      currency: orders.currency,
      priceComparison: savedSearchMatches.price,
      matchedAt: savedSearchMatches.createdAt,
    })
    .from(savedSearchMatches)
    .innerJoin(orders, eq(orders.id, savedSearchMatches.orderId))
    .where(and(eq(savedSearchMatches.searchId, searchId), eq(orders.status, 'PUBLISHED')))
    .orderBy(desc(savedSearchMatches.createdAt), desc(savedSearchMatches.orderId))
    .limit(limit);
}

/** How many of the search's matches left the load board (taken, cancelled) since. */
export async function countMatchesGone(db: DbExecutor, searchId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedSearchMatches)
    .innerJoin(orders, eq(orders.id, savedSearchMatches.orderId))
    .where(and(eq(savedSearchMatches.searchId, searchId), sql`${orders.status} <> 'PUBLISHED'`));
  return row?.total ?? 0;
}
