import {
  NotificationType,
  OrderAction,
  orderActionPermission,
  PublicationStage,
  rolesWith,
  type OrderForm,
} from '@freight/shared';
import type { Tx } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { notifyCompanies } from '../../notifications/service.js';
import { queuePushAlerts } from '../../push/push-delivery.js';
import { orderLink } from '../core/order-notices.js';
import type { OrderRow } from '../core/order-repo.js';
import type { PublicationJobs } from './order-publication.js';
import { poolOfferPushAlert } from './pool-offer-push.js';
import { findPoolCarrierIds } from './publication-repo.js';

const HOUR_MS = 60 * 60 * 1000;

/** The job a POOL publication queues to run when its window ends (`openPooledOrderJob`). */
export const OPEN_POOLED_ORDER_JOB = 'open-pooled-order';

export interface OpenPooledOrderJob {
  orderId: string;
}

/** The choice an order keeps, as the form has it. */
export function publicationChoiceOf(
  order: Pick<OrderRow, 'publicationStage' | 'poolHours'>,
): Pick<OrderForm, 'publicationStage' | 'poolHours'> {
  return { publicationStage: order.publicationStage, poolHours: order.poolHours };
}

/** When a POOL order published at `publishedAt` opens to the board; null for other stages. */
export function poolUntilOf(
  choice: Pick<OrderRow, 'publicationStage' | 'poolHours'>,
  publishedAt: Date,
): Date | null {
  if (choice.publicationStage !== PublicationStage.POOL || choice.poolHours === null) return null;
  return new Date(publishedAt.getTime() + choice.poolHours * HOUR_MS);
}

/**
 * What publishing an order offered to the owner's carriers first does, in the publishing
 * transaction: refuses when the company has no carriers to offer it to, tells every carrier
 * of the pool (in the app and by push, to the people who may respond), and for POOL queues
 * the job that opens it to the board when the window ends. A PUBLIC order does nothing here.
 */
export async function offerToPool(
  jobs: PublicationJobs,
  tx: Tx,
  order: Pick<
    OrderRow,
    | 'id'
    | 'number'
    | 'ownerCompanyId'
    | 'publicationStage'
    | 'poolUntil'
    | 'routeFromCity'
    | 'routeToCity'
  >,
  companyName: string,
): Promise<boolean> {
  if (order.publicationStage === PublicationStage.PUBLIC) return false;
  const pool = await findPoolCarrierIds(tx, order.ownerCompanyId);
  if (pool.length === 0) throw new AppError('CARRIER_POOL_EMPTY');
  const route = `${order.routeFromCity} → ${order.routeToCity}`;
  const notice = {
    type: NotificationType.ORDER_OFFERED_TO_POOL,
    params: { orderNumber: order.number, companyName, route },
    message: `${companyName} offers you application №${order.number} first, ${route}`,
    link: orderLink(order),
  };
  const respondingRoles = rolesWith(orderActionPermission(OrderAction.RESPOND));
  const notified = await notifyCompanies(
    tx,
    pool.map((companyId) => ({ companyId, notification: notice, roles: respondingRoles })),
  );
  const facts = { orderId: order.id, orderNumber: order.number, companyName, route };
  await queuePushAlerts(
    tx,
    jobs,
    notified.map((userId) => ({
      userId,
      alertIn: (language) => poolOfferPushAlert(language, facts),
    })),
  );
  if (order.poolUntil) {
    await jobs.enqueueWithin(
      tx,
      OPEN_POOLED_ORDER_JOB,
      { orderId: order.id } satisfies OpenPooledOrderJob,
      { startAfter: order.poolUntil },
    );
  }
  return true;
}
