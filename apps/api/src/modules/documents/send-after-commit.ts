import type { MailMessage } from '../../platform/mail/mailer.js';
import type { ServiceDeps } from '../../platform/service-deps.js';

/** E-mails follow the commit; a failure is logged and undoes nothing (the outbox keeps it). */
export async function sendAfterCommit(
  deps: Pick<ServiceDeps, 'mailer' | 'log'>,
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
