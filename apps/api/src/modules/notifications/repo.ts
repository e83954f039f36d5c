import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

function ownedBy(userId: string, unreadOnly: boolean): SQL | undefined {
  return unreadOnly
    ? and(eq(notifications.userId, userId), isNull(notifications.readAt))
    : eq(notifications.userId, userId);
}

/** One page of a user's notifications, newest first. */
export async function findNotificationsOfUser(
  db: DbExecutor,
  userId: string,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ownedBy(userId, options.unreadOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countNotificationsOfUser(
  db: DbExecutor,
  userId: string,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(ownedBy(userId, unreadOnly));
  return row?.total ?? 0;
}

/** Marks one notification read if it is the user's; false when it is not (or does not exist). */
export async function markNotificationRead(
  db: DbExecutor,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  const [owned] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .limit(1);
  if (!owned) return false;
  // Reading again keeps the first read time.
  if (owned.readAt === null) {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, notificationId), isNull(notifications.readAt)));
  }
  return true;
}

/** Answers how many were unread until now. */
export async function markAllNotificationsRead(db: DbExecutor, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}
