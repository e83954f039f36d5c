import { OrderAction, type OrderDetail, type ProblemDecisionRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeProblemDecided } from '../core/order-notices.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { settleStatusChange } from '../core/settle-status-change.js';
import { findProblemOfOrder, recordProblemDecision } from '../core/problem-repo.js';

/**
 * The CB decides an open problem with a comment and may set any status the machine allows.
 * Sent back to DRAFT or PUBLISHED, the order loses its carrier and can get a new one; the
 * parties (including a carrier that loses the order) are notified.
 */
export function decideProblem(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  problemId: string,
  request: ProblemDecisionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.DECIDE_PROBLEM,
    meta,
    input: { decisionStatus: request.newStatus ?? undefined },
    async read(tx) {
      const problem = await findProblemOfOrder(tx, orderId, problemId);
      if (!problem) throw notFound();
      if (problem.status !== 'OPEN') throw new AppError('PROBLEM_NOT_OPEN');
      return { problem };
    },
    async change(tx, { caller, access: { order }, status, read: { problem }, audit }) {
      const decided = await recordProblemDecision(tx, problem.id, {
        decidedBy: caller.id,
        decisionComment: request.comment,
        newStatus: status !== order.status ? status : null,
        atFaultSide: request.atFaultSide ?? null,
      });
      if (!decided) throw new AppError('PROBLEM_NOT_OPEN');
      const settled =
        status !== order.status
          ? await settleStatusChange(tx, order, status, {
              actorId: caller.id,
              comment: request.comment,
            })
          : null;
      const updated = await updateOrderIfVersion(tx, orderId, order.version, {
        ...settled?.changes,
        hasOpenProblem: false,
      });
      if (!updated) throw new AppError('VERSION_CONFLICT');

      await audit('problem.decided', {
        before: { problemId, status: order.status, hasOpenProblem: true },
        after: {
          problemId,
          status,
          hasOpenProblem: false,
          decisionComment: request.comment,
          ...(request.atFaultSide ? { atFaultSide: request.atFaultSide } : {}),
          ...settled?.effects,
        },
      });
      await noticeProblemDecided(
        tx,
        updated,
        order.selectedCarrierCompanyId ?? settled?.releasedCarrierCompanyId ?? null,
        request.comment,
      );
      return { result: updated };
    },
    view: (db, caller, { access, result: updated }) =>
      loadOrderDetail(db, caller, { ...access, order: updated }),
  });
}
