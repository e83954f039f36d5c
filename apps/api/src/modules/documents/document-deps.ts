import type { FileStore } from '../../platform/files/file-store.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { ServiceDeps } from '../companies/deps.js';

/** What the document services use: the database, the file store, the mailer and a log. */
export interface DocumentDeps extends ServiceDeps {
  files: FileStore;
}

/** E-mails follow the commit; a failure is logged and undoes nothing (the outbox keeps it). */
export async function sendAfterCommit(
  deps: Pick<DocumentDeps, 'mailer' | 'log'>,
  mails: readonly MailMessage[],
): Promise<void> {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, subject: mail.subject }, 'document e-mail not sent');
    }
  }
}
