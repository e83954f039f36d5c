import { NotificationType, OrderAction, orderActionPermission } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { notifyCompanies, notifyCompany, notifyHoldersOf } from '../../notifications/service.js';
import type { OrderRow } from './order-repo.js';

/**
 * Who hears about what on an order (docs/api/orders.md, Notifications). Written in the
 * transaction of the change; params are what the web's texts interpolate.
 */
type NoticeOrder = Pick<OrderRow, 'id' | 'number' | 'ownerCompanyId'>;

/** The web's page of an order, where a notice leads. */
export const orderLink = (order: Pick<NoticeOrder, 'id'>) => `/view-request/${order.id}`;

/** The owner side (forwarder and employees): a carrier responded. */
export function noticeResponseReceived(db: DbExecutor, order: NoticeOrder, carrierName: string) {
  return notifyCompany(db, order.ownerCompanyId, {
    type: NotificationType.ORDER_RESPONSE_RECEIVED,
    params: { orderNumber: order.number, companyName: carrierName },
    message: `New response to application №${order.number} from ${carrierName}`,
    link: orderLink(order),
  });
}

/** What a counter-offer notice says: who did it, and the price it was about. */
export interface CounterOfferNotice {
  type:
    | typeof NotificationType.COUNTER_OFFER_RECEIVED
    | typeof NotificationType.COUNTER_OFFER_WITHDRAWN
    | typeof NotificationType.COUNTER_OFFER_ACCEPTED
    | typeof NotificationType.COUNTER_OFFER_DECLINED;
  companyName: string;
  price: number;
  currency: string;
}

const COUNTER_OFFER_MESSAGES: Record<CounterOfferNotice['type'], string> = {
  COUNTER_OFFER_RECEIVED: 'proposes {price} for your response to application',
  COUNTER_OFFER_WITHDRAWN: 'withdrew its counter-offer on application',
  COUNTER_OFFER_ACCEPTED: 'accepted your counter-offer of {price} on application',
  COUNTER_OFFER_DECLINED: 'declined your counter-offer of {price} on application',
};

/**
 * The other side of a counter-offer (issue 32): the responding carrier hears of one made or
 * withdrawn, the owner side of its answer.
 */
export function noticeCounterOffer(
  db: DbExecutor,
  order: NoticeOrder,
  companyId: string,
  notice: CounterOfferNotice,
) {
  const price = `${notice.price} ${notice.currency}`;
  const text = COUNTER_OFFER_MESSAGES[notice.type].replace('{price}', price);
  return notifyCompany(db, companyId, {
    type: notice.type,
    params: { orderNumber: order.number, companyName: notice.companyName, price },
    message: `${notice.companyName} ${text} №${order.number}`,
    link: orderLink(order),
  });
}

/** The owner side: a carrier booked its load at the posted price (issue 32). */
export function noticeOrderBooked(db: DbExecutor, order: NoticeOrder, carrierName: string) {
  return notifyCompany(db, order.ownerCompanyId, {
    type: NotificationType.ORDER_BOOKED,
    params: { orderNumber: order.number, companyName: carrierName },
    message: `Application №${order.number} has been booked by ${carrierName} at the posted price`,
    link: orderLink(order),
  });
}

/**
 * The carriers of an acceptance, in one statement: the chosen one hears its response was
 * accepted, every other responder that it was declined.
 */
export function noticeResponsesDecided(
  db: DbExecutor,
  order: NoticeOrder,
  acceptedCompanyId: string,
  declinedCompanyIds: readonly string[],
) {
  const decided = (accepted: boolean) => ({
    type: accepted
      ? NotificationType.ORDER_RESPONSE_ACCEPTED
      : NotificationType.ORDER_RESPONSE_DECLINED,
    params: { orderNumber: order.number },
    message: `Your response to application №${order.number} has been ${accepted ? 'accepted' : 'declined'}`,
    link: orderLink(order),
  });
  return notifyCompanies(db, [
    { companyId: acceptedCompanyId, notification: decided(true) },
    ...declinedCompanyIds.map((companyId) => ({ companyId, notification: decided(false) })),
  ]);
}

/** Whoever decides problems (the CB): a party sent the order for security verification. */
export async function noticeProblemReported(db: DbExecutor, order: NoticeOrder) {
  await notifyHoldersOf(db, orderActionPermission(OrderAction.DECIDE_PROBLEM), {
    type: NotificationType.ORDER_PROBLEM_REPORTED,
    params: { orderNumber: order.number },
    message: `A problem has been reported on application №${order.number}`,
    link: orderLink(order),
  });
}

/** Both parties: the owner company and the carrier selected before the decision, if any. */
export async function noticeProblemDecided(
  db: DbExecutor,
  order: NoticeOrder,
  carrierCompanyId: string | null,
  comment: string,
) {
  const notice = {
    type: NotificationType.ORDER_PROBLEM_DECIDED,
    params: { orderNumber: order.number, comment },
    message: `The security service has decided on application №${order.number}: ${comment}`,
    link: orderLink(order),
  };
  await notifyCompany(db, order.ownerCompanyId, notice);
  if (carrierCompanyId) await notifyCompany(db, carrierCompanyId, notice);
}

/** Whoever decides deletions (moderators and the CB): the owner side asks to delete the order. */
export async function noticeDeletionRequested(db: DbExecutor, order: NoticeOrder) {
  await notifyHoldersOf(db, 'decide_deletion:order:party', {
    type: NotificationType.ORDER_DELETION_REQUESTED,
    params: { orderNumber: order.number },
    message: `Deletion of application №${order.number} has been requested`,
    link: orderLink(order),
  });
}

/** The owner side: its deletion request was approved or rejected. */
export function noticeDeletionDecided(
  db: DbExecutor,
  order: NoticeOrder,
  approved: boolean,
  comment: string,
) {
  return notifyCompany(db, order.ownerCompanyId, {
    type: NotificationType.ORDER_DELETION_DECIDED,
    params: { orderNumber: order.number, comment },
    message: `The deletion request for application №${order.number} has been ${approved ? 'approved' : 'rejected'}${comment ? `: ${comment}` : ''}`,
    link: orderLink(order),
  });
}
