import type { NotificationType } from '@freight/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { notifications, users } from '../../db/schema.js';

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
  await db.insert(notifications).values(
    items.map((item) => ({
      userId: item.userId,
      type: item.type,
      params: item.params ?? {},
      message: item.message,
      link: item.link ?? null,
    })),
  );
  const recipients = [...new Set(items.map((item) => item.userId))];
  await db.execute(
    sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, recipient) from (values ${sql.join(
      recipients.map((id) => sql`(${id}::text)`),
      sql`, `,
    )}) as recipients (recipient)`,
  );
}

/** Notifies every active account of a company, optionally only some roles. */
export async function notifyCompany(
  db: DbExecutor,
  companyId: string,
  notification: Omit<NewNotification, 'userId'>,
  roles?: readonly string[],
): Promise<void> {
  const conditions = [eq(users.companyId, companyId), eq(users.isActive, true)];
  if (roles && roles.length > 0) conditions.push(inArray(users.role, [...roles]));
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  await createNotifications(
    db,
    recipients.map((recipient) => ({ ...notification, userId: recipient.id })),
  );
}
