import { asc, eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { mailOutbox } from '../src/db/schema.js';
import { createMailSeal, type MailSeal } from '../src/platform/mail/mail-seal.js';
import type { OutboxMessage } from '../src/platform/mail/outbox-repo.js';

/** The app's mail seal, with the app's key: what an operator holding JWT_SECRET can open. */
export function mailSealOf(app: App): MailSeal {
  return createMailSeal(app.config.jwtSecret);
}

export interface OpenedOutboxMessage extends OutboxMessage {
  /** The body, unsealed; null once the message was sent (only its digest stays). */
  text: string | null;
}

/** The outbox rows to `recipient`, oldest first, each body opened with the app's key. */
export async function outboxMailTo(app: App, recipient: string): Promise<OpenedOutboxMessage[]> {
  const seal = mailSealOf(app);
  const rows = await app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(asc(mailOutbox.createdAt));
  return rows.map((row) => ({
    ...row,
    text: row.sealedBody === null ? null : seal.unseal(row.sealedBody, row.recipient),
  }));
}

/** The ids of outbox rows with `text` anywhere in their columns, as PostgreSQL writes the row. */
export async function outboxRowsContaining(
  database: DatabaseHandle,
  text: string,
): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select id from mail_outbox as row where strpos(row::text, $1) > 0`,
    [text],
  );
  return (rows as { id: string }[]).map((row) => row.id);
}
