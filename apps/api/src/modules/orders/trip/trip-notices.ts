import {
  NotificationType,
  OrderAction,
  orderActionPermission,
  type TripStep,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import { mailsToCompanies } from '../core/send-after-commit.js';
import { notifyCompany, notifyHoldersOf } from '../../notifications/service.js';

/**
 * Who hears about the trip (docs/api/trip.md, Notifications): the bell is written in the
 * transaction of the change (live through `/api/ws`); the e-mails are returned to be sent once
 * it has committed. Params are what the web's texts interpolate.
 */
interface NoticeOrder {
  id: string;
  number: string;
  ownerCompanyId: string;
  selectedCarrierCompanyId: string | null;
}

const link = (order: NoticeOrder) => `/view-request/${order.id}`;

const STEP_EN: Record<TripStep, string> = {
  CONTRACT_SIGNED: 'the contract is signed',
  LOADING_STARTED: 'loading started',
  LOADING_DEPARTED: 'departed from loading',
  UNLOADING_STARTED: 'unloading started',
  DELIVERED: 'departed from unloading, the goods are delivered',
  PAYMENT_SENT: 'payment sent',
  COMPLETED: 'completed',
};

const STEP_RU: Record<TripStep, string> = {
  CONTRACT_SIGNED: 'договор подписан',
  LOADING_STARTED: 'начата погрузка',
  LOADING_DEPARTED: 'выезд с погрузки',
  UNLOADING_STARTED: 'начата разгрузка',
  DELIVERED: 'выезд с разгрузки, груз доставлен',
  PAYMENT_SENT: 'оплата отправлена',
  COMPLETED: 'заявка завершена',
};

async function mailBoth(
  db: DbExecutor,
  companyIds: readonly string[],
  order: NoticeOrder,
  texts: { ru: string; en: string },
): Promise<MailMessage[]> {
  return mailsToCompanies(db, companyIds, {
    subject: `Заявка №${order.number} / Application №${order.number}`,
    text: [texts.ru, '', texts.en].join('\n'),
  });
}

/** The forwarder side: the carrier recorded (or corrected the time of) a step of the trip. */
export async function noticeTripStep(
  db: DbExecutor,
  order: NoticeOrder,
  step: TripStep,
  options: { corrected?: boolean } = {},
): Promise<MailMessage[]> {
  const corrected = options.corrected ?? false;
  const en = `Application №${order.number}: ${STEP_EN[step]}${corrected ? ' (time corrected)' : ''}`;
  const ru = `Заявка №${order.number}: ${STEP_RU[step]}${corrected ? ' (время исправлено)' : ''}`;
  await notifyCompany(db, order.ownerCompanyId, {
    type: NotificationType.TRIP_STEP_RECORDED,
    params: { orderNumber: order.number, step, ...(corrected ? { corrected: 1 } : {}) },
    message: en,
    link: link(order),
  });
  return mailBoth(db, [order.ownerCompanyId], order, { ru, en });
}

/**
 * The CB (whoever decides problems) and both parties: the seal found at unloading is not the
 * one put on at loading; a problem report is open and payment waits for the CB's decision.
 */
export async function noticeSealMismatch(
  db: DbExecutor,
  order: NoticeOrder,
  seals: { loadingNumber: string; unloadingNumber: string },
): Promise<MailMessage[]> {
  const en =
    `Application №${order.number}: the seal found at unloading (${seals.unloadingNumber}) ` +
    `differs from the one recorded at loading (${seals.loadingNumber}); the security service decides`;
  const ru =
    `Заявка №${order.number}: пломба при разгрузке (${seals.unloadingNumber}) не совпадает ` +
    `с пломбой при погрузке (${seals.loadingNumber}); решение принимает служба безопасности`;
  const notice = {
    type: NotificationType.SEAL_MISMATCH,
    params: { orderNumber: order.number, ...seals },
    message: en,
    link: link(order),
  };
  await notifyHoldersOf(db, orderActionPermission(OrderAction.DECIDE_PROBLEM), notice);
  const parties = [order.ownerCompanyId, order.selectedCarrierCompanyId].filter(
    (id): id is string => id !== null,
  );
  for (const companyId of parties) await notifyCompany(db, companyId, notice);
  return mailBoth(db, parties, order, { ru, en });
}

/** The carrier side: the forwarder side confirmed receipt of the goods. */
export async function noticeDeliveryConfirmed(
  db: DbExecutor,
  order: NoticeOrder,
  reservation: string | null,
): Promise<MailMessage[]> {
  if (!order.selectedCarrierCompanyId) return [];
  const en =
    `Application №${order.number}: receipt of the goods is confirmed` +
    (reservation ? ` with a reservation: ${reservation}` : '');
  const ru =
    `Заявка №${order.number}: получение груза подтверждено` +
    (reservation ? ` с оговоркой: ${reservation}` : '');
  await notifyCompany(db, order.selectedCarrierCompanyId, {
    type: NotificationType.DELIVERY_CONFIRMED,
    params: { orderNumber: order.number, ...(reservation ? { reservation } : {}) },
    message: en,
    link: link(order),
  });
  return mailBoth(db, [order.selectedCarrierCompanyId], order, { ru, en });
}
