import {
  OrderAction,
  PublicationStage,
  type OrderDetail,
  type OrderVersionRequest,
} from '@freight/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import {
  announcePublication,
  ORDER_PUBLISHED_JOB,
  type PublicationJobs,
} from './order-publication.js';
import { openPoolWindowIfDue } from './publication-repo.js';
import { OPEN_POOLED_ORDER_JOB, type OpenPooledOrderJob } from './staged-publication.js';

const OPENED = { publicationStage: PublicationStage.PUBLIC };

/**
 * The owner side puts an order it offered to its carriers on the whole board now, before the
 * window ends (or at all, for POOL_ONLY). The board's saved searches are matched to it as at
 * a publication; the pool's carriers were told already and are not told again.
 */
export async function openToBoard(
  { db, jobs }: Pick<ServiceDeps, 'db'> & { jobs: PublicationJobs },
  actor: AuthUser,
  orderId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const view = await performOrderAction({ db }, actor, orderId, {
    action: OrderAction.OPEN_TO_BOARD,
    meta,
    lock: null,
    version: request.version,
    async change(tx, { access: { order }, audit }) {
      const updated = await updateOrderIfVersion(
        tx,
        orderId,
        request.version,
        { ...OPENED, poolUntil: null },
        order.status,
      );
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('order.opened_to_board', {
        before: { publicationStage: order.publicationStage },
        after: OPENED,
      });
      await announcePublication(jobs, tx, orderId);
      return { result: updated };
    },
    view: (db, caller, { access, result: updated }) =>
      loadOrderDetail(db, caller, { ...access, order: updated }),
  });
  jobs.wake(ORDER_PUBLISHED_JOB);
  return view;
}

/**
 * The job a POOL publication queued for the end of its window: the order opens to the board
 * if it still waits for that (not opened sooner by its owner), audited as the system's, and
 * is matched to the board's saved searches while it is still on the board. However many
 * processes run it, the conditional update lets one change the order (`openPoolWindowIfDue`).
 * Answers whether this run opened it.
 */
export async function openDuePooledOrder(
  deps: { db: Database; jobs: PublicationJobs },
  orderId: string,
): Promise<boolean> {
  const opened = await deps.db.transaction(async (tx) => {
    const order = await openPoolWindowIfDue(tx, orderId);
    if (!order) return false;
    await recordAudit(tx, {
      actorUserId: null,
      entityType: 'order',
      entityId: orderId,
      action: 'order.opened_to_board',
      before: { publicationStage: PublicationStage.POOL },
      after: OPENED,
    });
    if (order.status === 'PUBLISHED') await announcePublication(deps.jobs, tx, orderId);
    return true;
  });
  if (opened) deps.jobs.wake(ORDER_PUBLISHED_JOB);
  return opened;
}

/** Opens pooled orders when their windows end; a job that fails is retried. */
export const openPooledOrderJob: FastifyPluginAsync = async (app) => {
  await app.jobs.define<OpenPooledOrderJob>({
    name: OPEN_POOLED_ORDER_JOB,
    policy: { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
    async handle({ orderId }) {
      await openDuePooledOrder({ db: app.database.db, jobs: app.jobs }, orderId);
    },
  });
};
