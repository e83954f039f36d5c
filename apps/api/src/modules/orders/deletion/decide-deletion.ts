import {
  DeletionDecision,
  OrderAction,
  type DeletionDecisionRequest,
  type OrderDetail,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeDeletionDecided } from '../core/order-notices.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { settleStatusChange } from '../core/settle-status-change.js';
import {
  closePendingDeletionRequests,
  findDeletionRequestOfOrder,
} from '../core/deletion-request-repo.js';

/**
 * A moderator or the CB decides a pending deletion request: approval cancels the order (it is
 * kept, with its history), rejection needs a comment. The owner side is notified either way.
 */
export function decideDeletion(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  requestId: string,
  request: DeletionDecisionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const approve = request.decision === DeletionDecision.APPROVE;
  const comment = request.comment || null;
  return performOrderAction({ db }, actor, orderId, {
    action: approve ? OrderAction.APPROVE_DELETION : OrderAction.REJECT_DELETION,
    // One permission for both decisions, checked before the decision's action is.
    permission: 'decide_deletion:order:party',
    meta,
    async read(tx) {
      const deletion = await findDeletionRequestOfOrder(tx, orderId, requestId);
      if (!deletion) throw notFound();
      if (deletion.status !== 'PENDING') throw new AppError('DELETION_REQUEST_NOT_OPEN');
      return {};
    },
    async change(tx, { caller, access: { order }, status, audit }) {
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

      await audit(approve ? 'deletion.approved' : 'deletion.rejected', {
        before: { requestId, status: order.status, hasOpenDeletionRequest: true },
        after: {
          requestId,
          status,
          hasOpenDeletionRequest: false,
          comment,
          ...settled?.effects,
        },
      });
      await noticeDeletionDecided(tx, updated, approve, comment ?? '');
      return { result: updated };
    },
    view: (db, caller, { access, result: updated }) =>
      loadOrderDetail(db, caller, { ...access, order: updated }),
  });
}
