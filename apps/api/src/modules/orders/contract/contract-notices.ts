import { NotificationType } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { notifyCompany } from '../../notifications/service.js';
import { mailsToCompanies } from '../core/send-after-commit.js';

/**
 * Who hears about a contract: the other side of the order, in the bell (live through
 * `/api/ws`, as every notification) and by e-mail. The bell is written in the transaction of
 * the change; the e-mails are returned to be sent once it has committed.
 */
export type ContractEvent =
  | { kind: 'generated'; versionNo: number }
  | { kind: 'signed'; companyName: string }
  | { kind: 'completed' }
  | { kind: 'declined'; companyName: string; reason: string };

interface NoticeOrder {
  id: string;
  number: string;
}

const TYPE_BY_EVENT = {
  generated: NotificationType.CONTRACT_GENERATED,
  signed: NotificationType.CONTRACT_SIGNED_BY_PARTY,
  completed: NotificationType.CONTRACT_SIGNED,
  declined: NotificationType.CONTRACT_DECLINED,
} as const satisfies Record<ContractEvent['kind'], NotificationType>;

function englishText(order: NoticeOrder, event: ContractEvent): string {
  switch (event.kind) {
    case 'generated':
      return `The contract for application №${order.number} (version ${event.versionNo}) is ready for signing`;
    case 'signed':
      return `${event.companyName} signed the contract for application №${order.number}`;
    case 'completed':
      return `The contract for application №${order.number} is signed by both sides`;
    case 'declined':
      return `${event.companyName} declined to sign the contract for application №${order.number}: ${event.reason}`;
  }
}

function russianText(order: NoticeOrder, event: ContractEvent): string {
  switch (event.kind) {
    case 'generated':
      return `Договор по заявке №${order.number} (версия ${event.versionNo}) готов к подписанию`;
    case 'signed':
      return `${event.companyName} подписал(а) договор по заявке №${order.number}`;
    case 'completed':
      return `Договор по заявке №${order.number} подписан обеими сторонами`;
    case 'declined':
      return `${event.companyName} отказался(ась) подписать договор по заявке №${order.number}: ${event.reason}`;
  }
}

function eventParams(order: NoticeOrder, event: ContractEvent): Record<string, string | number> {
  const params: Record<string, string | number> = { orderNumber: order.number };
  if (event.kind === 'generated') params.versionNo = event.versionNo;
  if (event.kind === 'signed' || event.kind === 'declined') params.companyName = event.companyName;
  if (event.kind === 'declined') params.reason = event.reason;
  return params;
}

/** Notifies the company in the bell and returns the e-mails to send after commit. */
export async function noticeContractEvent(
  db: DbExecutor,
  order: NoticeOrder,
  recipientCompanyIds: readonly string[],
  event: ContractEvent,
): Promise<MailMessage[]> {
  const mails: MailMessage[] = [];
  const link = `/view-request/${order.id}`;
  for (const companyId of new Set(recipientCompanyIds)) {
    await notifyCompany(db, companyId, {
      type: TYPE_BY_EVENT[event.kind],
      params: eventParams(order, event),
      message: englishText(order, event),
      link,
    });
    const subject = `Договор по заявке №${order.number} / Contract for application №${order.number}`;
    const text = [russianText(order, event), '', englishText(order, event)].join('\n');
    mails.push(...(await mailsToCompanies(db, [companyId], { subject, text })));
  }
  return mails;
}
