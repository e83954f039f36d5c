import type { Language } from '@freight/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
  language: Language;
}

/**
 * One row per device endpoint: subscribing again (new keys, another language, or another user
 * signed in on the device) replaces what the endpoint had, and forgets its failures.
 */
export async function upsertPushSubscription(
  db: DbExecutor,
  subscription: NewPushSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        userAgent: sql`excluded.user_agent`,
        language: sql`excluded.language`,
        failureCount: 0,
      },
    });
}

/** Removes the user's subscription of `endpoint`; false when the user has none there. */
export async function deleteOwnPushSubscription(
  db: DbExecutor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

export function findPushSubscriptionsOf(
  db: DbExecutor,
  userIds: readonly string[],
): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...userIds]));
}

export async function findPushSubscription(
  db: DbExecutor,
  id: string,
): Promise<PushSubscriptionRow | undefined> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

/** The push service said the subscription is gone (404, 410): the browser unsubscribed. */
export async function deletePushSubscription(db: DbExecutor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function recordPushOutcome(
  db: DbExecutor,
  id: string,
  delivered: boolean,
): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set(
      delivered
        ? { lastSuccessAt: new Date(), failureCount: 0 }
        : { failureCount: sql`${pushSubscriptions.failureCount} + 1` },
    )
    .where(eq(pushSubscriptions.id, id));
}
