import { NotificationType, type Currency, type OrderFileType } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { mailsToCompanies } from '../core/send-after-commit.js';
import { notifyCompany } from '../../notifications/service.js';

/**
 * Who hears about the files, the payment, the completion and the ratings of an order: the
 * other side, in the bell (live through `/api/ws`) inside the transaction of the change, and by
 * e-mail once it has committed (the caller sends what this returns with `sendAfterCommit`).
 */
export type SettlementEvent =
  | { kind: 'fileUploaded'; fileType: OrderFileType }
  | { kind: 'fileAccepted'; fileType: OrderFileType }
  | { kind: 'fileRejected'; fileType: OrderFileType; reason: string }
  | { kind: 'paymentSent'; amount: number; currency: Currency }
  | { kind: 'completed'; score: number }
  | { kind: 'rated'; score: number };

interface NoticeOrder {
  id: string;
  number: string;
}

const TYPE_BY_EVENT = {
  fileUploaded: NotificationType.ORDER_FILE_UPLOADED,
  fileAccepted: NotificationType.ORDER_FILE_ACCEPTED,
  fileRejected: NotificationType.ORDER_FILE_REJECTED,
  paymentSent: NotificationType.PAYMENT_SENT,
  completed: NotificationType.ORDER_COMPLETED,
  rated: NotificationType.ORDER_RATED,
} as const satisfies Record<SettlementEvent['kind'], NotificationType>;

function englishText(number: string, event: SettlementEvent): string {
  switch (event.kind) {
    case 'fileUploaded':
      return `A file (${event.fileType}) was attached to application №${number}`;
    case 'fileAccepted':
      return `Your file (${event.fileType}) on application №${number} was accepted`;
    case 'fileRejected':
      return `Your file (${event.fileType}) on application №${number} was rejected: ${event.reason}`;
    case 'paymentSent':
      return `Payment of ${event.amount} ${event.currency} for application №${number} was sent`;
    case 'completed':
      return `Application №${number} is completed; your rating: ${event.score} of 5`;
    case 'rated':
      return `The carrier rated application №${number}: ${event.score} of 5`;
  }
}

function russianText(number: string, event: SettlementEvent): string {
  switch (event.kind) {
    case 'fileUploaded':
      return `К заявке №${number} приложен файл (${event.fileType})`;
    case 'fileAccepted':
      return `Ваш файл (${event.fileType}) по заявке №${number} принят`;
    case 'fileRejected':
      return `Ваш файл (${event.fileType}) по заявке №${number} отклонён: ${event.reason}`;
    case 'paymentSent':
      return `Оплата ${event.amount} ${event.currency} по заявке №${number} отправлена`;
    case 'completed':
      return `Заявка №${number} завершена; ваша оценка: ${event.score} из 5`;
    case 'rated':
      return `Перевозчик оценил заявку №${number}: ${event.score} из 5`;
  }
}

function eventParams(number: string, event: SettlementEvent): Record<string, string | number> {
  const { kind: _kind, ...facts } = event;
  return { orderNumber: number, ...facts };
}

/** Notifies the companies in the bell and returns the e-mails to send after commit. */
export async function noticeSettlementEvent(
  db: DbExecutor,
  order: NoticeOrder,
  recipientCompanyIds: readonly (string | null)[],
  event: SettlementEvent,
): Promise<MailMessage[]> {
  const companyIds = [...new Set(recipientCompanyIds)].filter((id): id is string => id !== null);
  const message = englishText(order.number, event);
  for (const companyId of companyIds) {
    await notifyCompany(db, companyId, {
      type: TYPE_BY_EVENT[event.kind],
      params: eventParams(order.number, event),
      message,
      link: `/view-request/${order.id}`,
    });
  }
  return mailsToCompanies(db, companyIds, {
    subject: `Заявка №${order.number} / Application №${order.number}`,
    text: [russianText(order.number, event), '', message].join('\n'),
  });
}
