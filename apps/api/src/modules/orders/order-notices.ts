import { NotificationType, Role } from '@freight/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { createNotifications, notifyCompany } from '../notifications/service.js';
import type { OrderRow } from './order-repo.js';

/**
 * Who hears about what on an order (docs/api/orders.md, Notifications). Written in the
 * transaction of the change; params are what the web's texts interpolate.
 */
type NoticeOrder = Pick<OrderRow, 'id' | 'number' | 'ownerCompanyId'>;

const orderLink = (order: NoticeOrder) => `/view-request/${order.id}`;

async function activeUsersWithRoles(db: DbExecutor, roles: readonly Role[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, [...roles]), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

async function notifyUsers(
  db: DbExecutor,
  userIds: readonly string[],
  notice: { type: NotificationType; params: Record<string, string>; message: string; link: string },
): Promise<void> {
  await createNotifications(
    db,
    [...new Set(userIds)].map((userId) => ({ ...notice, userId })),
  );
}

/** The owner side (forwarder and employees): a carrier responded. */
export function noticeResponseReceived(db: DbExecutor, order: NoticeOrder, carrierName: string) {
  return notifyCompany(db, order.ownerCompanyId, {
    type: NotificationType.ORDER_RESPONSE_RECEIVED,
    params: { orderNumber: order.number, companyName: carrierName },
    message: `New response to application №${order.number} from ${carrierName}`,
    link: orderLink(order),
  });
}

/** The responding carrier (owner and logisticians): its response was accepted or declined. */
export function noticeResponseDecided(
  db: DbExecutor,
  order: NoticeOrder,
  carrierCompanyId: string,
  accepted: boolean,
) {
  return notifyCompany(db, carrierCompanyId, {
    type: accepted
      ? NotificationType.ORDER_RESPONSE_ACCEPTED
      : NotificationType.ORDER_RESPONSE_DECLINED,
    params: { orderNumber: order.number },
    message: `Your response to application №${order.number} has been ${accepted ? 'accepted' : 'declined'}`,
    link: orderLink(order),
  });
}

/** Every active CB account: a party sent the order for security verification. */
export async function noticeProblemReported(db: DbExecutor, order: NoticeOrder) {
  await notifyUsers(db, await activeUsersWithRoles(db, [Role.CB]), {
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

/** Moderators and the CB: the owner side asks to delete the order. */
export async function noticeDeletionRequested(db: DbExecutor, order: NoticeOrder) {
  await notifyUsers(db, await activeUsersWithRoles(db, [Role.MODERATOR, Role.CB]), {
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
