import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../platform/errors/app-error.js';
import { markAllNotificationsRead, markNotificationRead } from './repo.js';

/** Someone else's notification is answered as missing, so ids reveal nothing. */
export async function markOneNotificationRead(
  db: DbExecutor,
  userId: string,
  notificationId: string,
): Promise<void> {
  if (!(await markNotificationRead(db, userId, notificationId))) throw notFound();
}

/** Answers how many notifications became read. */
export function markAllRead(db: DbExecutor, userId: string): Promise<number> {
  return markAllNotificationsRead(db, userId);
}
