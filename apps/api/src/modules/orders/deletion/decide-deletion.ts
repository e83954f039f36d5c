import {
  DeletionDecision,
  OrderAction,
  type DeletionDecisionRequest,
  type OrderDetail,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeDeletionDecided } from '../order-notices.js';
import { updateOrderIfVersion } from '../order-repo.js';
import { loadOrderDetail } from '../order-view.js';
import { settleStatusChange } from '../settle-status-change.js';
import { closePendingDeletionRequests, findDeletionRequestOfOrder } from './repo.js';

/**
 * A moderator or the CB decides a pending deletion request: approval cancels the order (it is
 * kept, with its history), rejection needs a comment. The owner side is notified either way.
 */
export async function decideDeletion(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  requestId: string,
  request: DeletionDecisionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, 'decide_deletion:order:party');
  const caller = await loadOrderCaller(db, actor);
  const approve = request.decision === DeletionDecision.APPROVE;
  const comment = request.comment || null;
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    const deletion = await findDeletionRequestOfOrder(tx, orderId, requestId);
    if (!deletion) throw notFound();
    if (deletion.status !== 'PENDING') throw new AppError('DELETION_REQUEST_NOT_OPEN');
    const check = assertOrderAction(
      caller,
      access,
      approve ? OrderAction.APPROVE_DELETION : OrderAction.REJECT_DELETION,
    );
    const status = statusAfter(check, order.status);

    const closed = await closePendingDeletionRequests(tx, orderId, {
      status: approve ? 'APPROVED' : 'REJECTED',
      decidedBy: caller.id,
      comment,
      requestId,
    });
    if (closed.length === 0) throw new AppError('DELETION_REQUEST_NOT_OPEN');
    const settled =
      status !== order.status
        ? await settleStatusChange(tx, order, status, {
            actorId: caller.id,
            comment,
            deletionRequestDecided: true,
          })
        : null;
    const updated = await updateOrderIfVersion(tx, orderId, order.version, {
      ...settled?.changes,
      hasOpenDeletionRequest: false,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');

    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: approve ? 'deletion.approved' : 'deletion.rejected',
      before: { requestId, status: order.status, hasOpenDeletionRequest: true },
      after: {
        requestId,
        status,
        hasOpenDeletionRequest: false,
        comment,
        ...settled?.effects,
      },
      meta,
    });
    await noticeDeletionDecided(tx, updated, approve, comment ?? '');
    return loadOrderDetail(tx, caller, { ...access, order: updated });
  });
}
