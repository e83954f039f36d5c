import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, DbExecutor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** Keeps a message in the outbox; answers its id. */
export async function insertOutboxMessage(
  db: DbExecutor,
  message: { to: string; subject: string; text: string },
): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: message.to,
      subject: message.subject,
      sealedBody: `plain:${message.text}`,
      bodySha256: createHash('sha256').update(message.text).digest('hex'),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert into mail_outbox returned nothing');
  return row.id;
}

export async function findOutboxMessage(db: Database, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}

export async function markOutboxMessageSent(db: Database, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
}
