import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { markAllNotificationsRead, markNotificationRead } from './repo.js';

/** Someone else's notification is answered as missing, so ids reveal nothing. */
export async function markOneNotificationRead(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  notificationId: string,
): Promise<void> {
  assertPermission(actor, 'update:notification:self');
  if (!(await markNotificationRead(db, actor.id, notificationId))) throw notFound();
}

/** Answers how many notifications became read. */
export async function markAllRead(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<number> {
  assertPermission(actor, 'update:notification:self');
  return markAllNotificationsRead(db, actor.id);
}
