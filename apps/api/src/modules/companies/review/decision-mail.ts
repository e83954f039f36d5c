import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { CompanyRow, UserRow } from '../company-repo.js';

/** The e-mail an owner gets with the security service's decision (Russian, then English). */
export function reviewDecisionMail(
  company: CompanyRow,
  owner: UserRow,
  decision: { approved: true } | { approved: false; comment: string },
): MailMessage {
  if (decision.approved) {
    return {
      to: owner.email,
      subject: 'Регистрация одобрена / Registration approved',
      text: [
        `Здравствуйте, ${owner.firstName}!`,
        `Служба безопасности одобрила регистрацию компании «${company.name}» (БИН ${company.bin}). Теперь вы можете войти в систему.`,
        '',
        `Hello, ${owner.firstName}!`,
        `The security service approved the registration of "${company.name}" (BIN ${company.bin}). You can sign in now.`,
      ].join('\n'),
    };
  }
  return {
    to: owner.email,
    subject: 'Регистрация отклонена / Registration rejected',
    text: [
      `Здравствуйте, ${owner.firstName}!`,
      `Служба безопасности отклонила регистрацию компании «${company.name}» (БИН ${company.bin}).`,
      `Комментарий: ${decision.comment}`,
      'Войдите в систему, чтобы исправить данные и отправить их повторно.',
      '',
      `Hello, ${owner.firstName}!`,
      `The security service rejected the registration of "${company.name}" (BIN ${company.bin}).`,
      `Comment: ${decision.comment}`,
      'Sign in to correct the data and submit it again.',
    ].join('\n'),
  };
}
