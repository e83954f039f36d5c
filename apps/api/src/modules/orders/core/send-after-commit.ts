import type { DbExecutor } from '../../../db/client.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { findCompanyEmails } from './company-email-repo.js';

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

/** One e-mail to each active account of the companies, to send after commit. */
export async function mailsToCompanies(
  db: DbExecutor,
  companyIds: readonly string[],
  mail: Omit<MailMessage, 'to'>,
): Promise<MailMessage[]> {
  const mails: MailMessage[] = [];
  for (const companyId of new Set(companyIds)) {
    for (const to of await findCompanyEmails(db, companyId)) mails.push({ ...mail, to });
  }
  return mails;
}
