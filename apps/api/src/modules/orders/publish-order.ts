import { OrderAction, type OrderDetail, type OrderVersionRequest } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { updateOrderIfVersion } from './core/order-repo.js';
import { loadOrderDetail } from './core/order-view.js';
import { performOrderAction } from './core/perform-order-action.js';
import {
  announcePublication,
  ORDER_PUBLISHED_JOB,
  type PublicationJobs,
} from './publication/order-publication.js';
import { offerToPool, poolUntilOf } from './publication/staged-publication.js';

/**
 * Puts a draft on the load board, at the version the user read; the saved searches are
 * matched by a job queued in the same transaction.
 */
export async function publishOrder(
  { db, jobs }: Pick<ServiceDeps, 'db'> & { jobs: PublicationJobs },
  actor: AuthUser,
  orderId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const view = await performOrderAction({ db }, actor, orderId, {
    action: OrderAction.PUBLISH,
    meta,
    // The update is conditional on the version and status; the order is read unlocked.
    lock: null,
    version: request.version,
    async change(tx, { caller, access: { order }, status, audit }) {
      const publishedAt = new Date();
      const updated = await updateOrderIfVersion(
        tx,
        orderId,
        request.version,
        { status, publishedAt, poolUntil: poolUntilOf(order, publishedAt) },
        order.status,
      );
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('order.published', { before: { status: order.status }, after: { status } });
      await offerToPool(jobs, tx, updated, caller.companyName);
      await announcePublication(jobs, tx, orderId);
      return { result: updated };
    },
    view: (db, caller, { access, result: updated }) =>
      loadOrderDetail(db, caller, { ...access, order: updated }),
  });
  jobs.wake(ORDER_PUBLISHED_JOB);
  return view;
}
