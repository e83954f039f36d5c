import type { Notification, NotificationPage } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { countNotificationsOfUser, findNotificationsOfUser, type NotificationRow } from './repo.js';
import { readTogether } from '../../db/read-together.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    params: row.params,
    message: row.message,
    link: row.link,
    isNew: row.readAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the user's own notifications, newest first, with the unread count for the bell. */
export async function listNotifications(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: { page: number; pageSize: number; unreadOnly: boolean },
): Promise<NotificationPage> {
  assertPermission(actor, 'read:notification:self');
  const userId = actor.id;
  const [rows, total, unreadCount] = await readTogether(db, [
    () =>
      findNotificationsOfUser(db, userId, {
        unreadOnly: query.unreadOnly,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      }),
    () => countNotificationsOfUser(db, userId, query.unreadOnly),
    () => countNotificationsOfUser(db, userId, true),
  ]);
  return {
    items: rows.map(toNotification),
    total,
    page: query.page,
    pageSize: query.pageSize,
    unreadCount,
  };
}
