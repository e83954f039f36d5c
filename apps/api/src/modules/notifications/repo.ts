import type { NotificationType } from '@freight/shared';
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { notifications, users } from '../../db/schema.js';

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

export interface NotificationValues {
  userId: string;
  type: NotificationType;
  params: Record<string, string | number>;
  message: string;
  link: string | null;
}

export async function insertNotifications(
  db: DbExecutor,
  rows: readonly NotificationValues[],
): Promise<void> {
  await db.insert(notifications).values([...rows]);
}

/**
 * Sends each recipient's id on `channel`; PostgreSQL delivers it when (and only if) the
 * surrounding transaction commits.
 */
export async function signalRecipients(
  db: DbExecutor,
  channel: string,
  recipients: readonly string[],
): Promise<void> {
  await db.execute(
    sql`select pg_notify(${channel}, recipient) from (values ${sql.join(
      recipients.map((id) => sql`(${id}::text)`),
      sql`, `,
    )}) as recipients (recipient)`,
  );
}

/** Who hears a notice: the active accounts of a company (optionally some roles), or of roles. */
export interface NoticeAudience {
  companyId?: string;
  roles?: readonly string[];
  notice: Omit<NotificationValues, 'userId'>;
}

/**
 * Finds the recipients, stores their notifications and signals them on `channel`, for any
 * number of audiences, in ONE statement: notices are written inside the transactions of the
 * changes they announce, which hold their locks for every round trip (issue 11). Answers the
 * ids of the users notified, for alerts that also leave the app (a push).
 */
export async function insertAudienceNotifications(
  db: DbExecutor,
  channel: string,
  audiences: readonly NoticeAudience[],
): Promise<string[]> {
  if (audiences.length === 0) return [];
  const notices = sql.join(
    audiences.map(
      ({ companyId, roles, notice }) =>
        sql`(${companyId ?? null}::uuid, ${roles && roles.length > 0 ? `{${roles.join(',')}}` : null}::text[], ${notice.type}, ${JSON.stringify(notice.params)}::jsonb, ${notice.message}, ${notice.link ?? null})`,
    ),
    sql`, `,
  );
  const notified = await rawRows<{ userId: string }>(
    db,
    sql`
    with notices (company_id, roles, type, params, message, link) as (values ${notices}),
    inserted as (
      insert into ${notifications} (user_id, type, params, message, link)
      select ${users.id}, notices.type, notices.params, notices.message, notices.link
      from notices
      join ${users} on ${users.isActive}
        and (notices.company_id is null or ${users.companyId} = notices.company_id)
        and (notices.roles is null or ${users.role}::text = any (notices.roles))
      returning user_id
    )
    select recipient as "userId", pg_notify(${channel}, recipient::text)
    from (select distinct user_id as recipient from inserted) as recipients`,
  );
  return notified.map((row) => row.userId);
}
