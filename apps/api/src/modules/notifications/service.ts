import { rolesWith, type NotificationType, type Permission } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import { insertAudienceNotifications, insertNotifications, signalRecipients } from './repo.js';

/**
 * Notifications other modules create, inside the transactions of the changes they announce.
 * They take the caller's executor (a transaction) rather than `ServiceDeps`, as they join it.
 */
export interface NewNotification {
  userId: string;
  type: NotificationType;
  params?: Record<string, string | number>;
  /** English text for API clients; the web app renders `type` with `params` in its language. */
  message: string;
  link?: string | null;
}

/** The PostgreSQL channel that carries the id of each user with a new notification. */
export const NOTIFICATIONS_CHANNEL = 'user_notifications';

/**
 * Stores notifications; call inside the transaction of the change they announce. Each
 * recipient's id goes out on NOTIFICATIONS_CHANNEL, which PostgreSQL delivers when (and only
 * if) that transaction commits, to every API process (`relay.ts` pushes it to the sockets).
 */
export async function createNotifications(
  db: DbExecutor,
  items: readonly NewNotification[],
): Promise<void> {
  if (items.length === 0) return;
  await insertNotifications(
    db,
    items.map((item) => ({
      userId: item.userId,
      type: item.type,
      params: item.params ?? {},
      message: item.message,
      link: item.link ?? null,
    })),
  );
  const recipients = [...new Set(items.map((item) => item.userId))];
  await signalRecipients(db, NOTIFICATIONS_CHANNEL, recipients);
}

/** Notifies every active account of a company, optionally only some roles; answers who. */
export function notifyCompany(
  db: DbExecutor,
  companyId: string,
  notification: Omit<NewNotification, 'userId'>,
  roles?: readonly string[],
): Promise<string[]> {
  return notifyCompanies(db, [{ companyId, notification, ...(roles ? { roles } : {}) }]);
}

/** Notifies several companies at once, each its own notice, in one statement; answers who. */
export function notifyCompanies(
  db: DbExecutor,
  audiences: readonly {
    companyId: string;
    notification: Omit<NewNotification, 'userId'>;
    roles?: readonly string[];
  }[],
): Promise<string[]> {
  return insertAudienceNotifications(
    db,
    NOTIFICATIONS_CHANNEL,
    audiences.map(({ companyId, notification, roles }) => ({
      companyId,
      ...(roles ? { roles } : {}),
      notice: noticeValues(notification),
    })),
  );
}

/**
 * Notifies every active account that holds `permission`: whoever may act on what happened
 * (the security service on a driver to vet, moderators and the CB on a deletion request).
 */
export function notifyHoldersOf(
  db: DbExecutor,
  permission: Permission,
  notification: Omit<NewNotification, 'userId'>,
): Promise<string[]> {
  return insertAudienceNotifications(db, NOTIFICATIONS_CHANNEL, [
    { roles: rolesWith(permission), notice: noticeValues(notification) },
  ]);
}

function noticeValues(notification: Omit<NewNotification, 'userId'>) {
  return {
    type: notification.type,
    params: notification.params ?? {},
    message: notification.message,
    link: notification.link ?? null,
  };
}
