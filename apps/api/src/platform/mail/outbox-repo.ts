import { and, eq, gt, isNotNull, isNull, like } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** How a body was kept before it was sealed (migration 0016 and the code of that time). */
export const PLAIN_BODY_PREFIX = 'plain:';

/** Keeps messages in the outbox in one statement, their bodies sealed already; answers their ids. */
export async function insertOutboxMessages(
  db: DbExecutor,
  messages: readonly {
    recipient: string;
    subject: string;
    sealedBody: string;
    bodySha256: string;
  }[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values([...messages])
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

/** Marks a message sent and lets its body go in the same statement: only the digest stays. */
export async function markOutboxMessageSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: new Date(), sealedBody: null })
    .where(eq(mailOutbox.id, id));
}

/** Drops every body still kept in clear of a message already sent. */
export async function dropPlainBodiesOfSentMessages(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sealedBody: null })
    .where(and(isNotNull(mailOutbox.sentAt), like(mailOutbox.sealedBody, `${PLAIN_BODY_PREFIX}%`)));
}

/** Up to `limit` unsent messages whose body is still in clear, by id, after the id `after`. */
export function findPlainUnsentMessages(
  db: Database,
  after: string | null,
  limit: number,
): Promise<Pick<OutboxMessage, 'id' | 'recipient' | 'sealedBody'>[]> {
  return db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      sealedBody: mailOutbox.sealedBody,
    })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        like(mailOutbox.sealedBody, `${PLAIN_BODY_PREFIX}%`),
        after === null ? undefined : gt(mailOutbox.id, after),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit);
}

/**
 * Replaces a clear body by its sealed form, unless it changed meanwhile (another process sealed
 * or sent it first): the sealing at start-up may run in several processes at once.
 */
export async function replacePlainBody(
  db: Database,
  id: string,
  plainBody: string,
  sealed: { sealedBody: string; bodySha256: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(sealed)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.sealedBody, plainBody)));
}
