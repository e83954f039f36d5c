import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** What decides whether a user's access tokens still work. */
export interface SessionState {
  sessionEpoch: number;
  isActive: boolean;
}

export async function findSessionState(
  db: DbExecutor,
  userId: string,
): Promise<SessionState | null> {
  const [row] = await db
    .select({ sessionEpoch: users.sessionEpoch, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Moves the user's session epoch on: every access token signed before stops working. */
export async function advanceSessionEpoch(db: DbExecutor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(eq(users.id, userId));
}
