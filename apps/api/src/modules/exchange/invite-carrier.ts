import {
  NotificationType,
  OrderAction,
  orderActionPermission,
  rolesWith,
  type OrderInvitation,
  type OrderInvitationRequest,
} from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { notifyCompany } from '../notifications/service.js';
import { orderLink } from '../orders/core/order-notices.js';
import { queuePushAlerts, wakePushDelivery } from '../push/push-delivery.js';
import { findInvitableCarrier, insertInvitationOnce } from './invitation-repo.js';
import { invitationPushAlert } from './invitation-push.js';
import { requireOpenOwnOrder } from './order-exchange-access.js';

/**
 * The owner side invites a carrier to answer its published order (issue 31): once per order
 * and carrier — a repeat answers the first invitation and notifies nobody again. The carrier
 * must be one a suggestion could name: approved, and not already responding. Its people who
 * may respond hear of it, in the app and by a push to their phones; the invitation is
 * audited; the load board marks the order.
 */
export async function inviteCarrier(
  { db, jobs }: Pick<ServiceDeps, 'db' | 'jobs'>,
  actor: AuthUser,
  orderId: string,
  request: OrderInvitationRequest,
  meta: RequestMeta,
): Promise<{ invitation: OrderInvitation; created: boolean }> {
  assertPermission(actor, 'invite:carrier:party');
  const { caller, access } = await requireOpenOwnOrder(db, actor, orderId);
  const carrier = await findInvitableCarrier(db, orderId, request.carrierCompanyId);
  if (!carrier?.approvedCarrier || carrier.responded) throw new AppError('CARRIER_NOT_ELIGIBLE');
  const { order } = access;
  const { invitation, created } = await db.transaction(async (tx) => {
    const outcome = await insertInvitationOnce(tx, {
      orderId,
      carrierCompanyId: carrier.id,
      invitedBy: actor.id,
    });
    if (!outcome.created) return outcome;
    const route = `${order.routeFromCity} → ${order.routeToCity}`;
    const notified = await notifyCompany(
      tx,
      carrier.id,
      {
        type: NotificationType.ORDER_INVITATION,
        params: { orderNumber: order.number, companyName: caller.companyName, route },
        message: `${caller.companyName} invites you to answer application №${order.number}, ${route}`,
        link: orderLink(order),
      },
      rolesWith(orderActionPermission(OrderAction.RESPOND)),
    );
    const facts = { orderId, orderNumber: order.number, companyName: caller.companyName, route };
    await queuePushAlerts(
      tx,
      jobs,
      notified.map((userId) => ({
        userId,
        alertIn: (language) => invitationPushAlert(language, facts),
      })),
    );
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'order_invitation',
      entityId: outcome.invitation.id,
      action: 'order.carrier_invited',
      after: { orderId, carrierCompanyId: carrier.id, carrier: carrier.name },
      ip: meta.ip,
    });
    return outcome;
  });
  if (created) wakePushDelivery(jobs);
  return {
    invitation: {
      id: invitation.id,
      orderId: invitation.orderId,
      carrierCompanyId: invitation.carrierCompanyId,
      createdAt: invitation.createdAt.toISOString(),
    },
    created,
  };
}
