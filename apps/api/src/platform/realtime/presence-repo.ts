import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { realtimePresence } from '../../db/schema.js';

/**
 * How long a row of presence counts without its instance's heartbeat (every 30 s): an instance
 * that died without cleaning up stops counting after three missed beats.
 */
export const PRESENCE_FRESH_SECONDS = 90;

const fresh = () =>
  and(
    gt(realtimePresence.sockets, 0),
    gt(realtimePresence.seenAt, sql`now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`),
  );

/** Records how many sockets a user has open on an instance (0 removes the row). */
export async function setPresence(
  db: DbExecutor,
  instanceId: string,
  userId: string,
  sockets: number,
): Promise<void> {
  if (sockets <= 0) {
    await db
      .delete(realtimePresence)
      .where(and(eq(realtimePresence.instanceId, instanceId), eq(realtimePresence.userId, userId)));
    return;
  }
  await db
    .insert(realtimePresence)
    .values({ instanceId, userId, sockets })
    .onConflictDoUpdate({
      target: [realtimePresence.instanceId, realtimePresence.userId],
      set: { sockets, seenAt: sql`now()` },
    });
}

/** The heartbeat: this instance's users are still connected. */
export async function touchInstancePresence(db: DbExecutor, instanceId: string): Promise<void> {
  await db
    .update(realtimePresence)
    .set({ seenAt: sql`now()` })
    .where(eq(realtimePresence.instanceId, instanceId));
}

/** An instance shutting down takes its users' presence with it. */
export async function deleteInstancePresence(db: DbExecutor, instanceId: string): Promise<void> {
  await db.delete(realtimePresence).where(eq(realtimePresence.instanceId, instanceId));
}

/** Whether the user has a socket open on any live instance. */
export async function isOnline(db: DbExecutor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(and(eq(realtimePresence.userId, userId), fresh()))
    .limit(1);
  return rows.length > 0;
}

/** Which of `userIds` have a socket open on any live instance. */
export async function onlineUserIds(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: realtimePresence.userId })
    .from(realtimePresence)
    .where(and(inArray(realtimePresence.userId, [...userIds]), fresh()));
  return new Set(rows.map((row) => row.userId));
}
