import {
  OrderAction,
  orderActionPermission,
  type OrderDetail,
  type ProblemDecisionRequest,
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
import { noticeProblemDecided } from '../order-notices.js';
import { updateOrderIfVersion } from '../order-repo.js';
import { loadOrderDetail } from '../order-view.js';
import { settleStatusChange } from '../settle-status-change.js';
import { findProblemOfOrder, recordProblemDecision } from './repo.js';

/**
 * The CB decides an open problem with a comment and may set any status the machine allows.
 * Sent back to DRAFT or PUBLISHED, the order loses its carrier and can get a new one; the
 * parties (including a carrier that loses the order) are notified.
 */
export async function decideProblem(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  problemId: string,
  request: ProblemDecisionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, orderActionPermission(OrderAction.DECIDE_PROBLEM));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    const problem = await findProblemOfOrder(tx, orderId, problemId);
    if (!problem) throw notFound();
    if (problem.status !== 'OPEN') throw new AppError('PROBLEM_NOT_OPEN');
    const check = assertOrderAction(caller, access, OrderAction.DECIDE_PROBLEM, {
      decisionStatus: request.newStatus ?? undefined,
    });
    const status = statusAfter(check, order.status);

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

    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'problem.decided',
      before: { problemId, status: order.status, hasOpenProblem: true },
      after: {
        problemId,
        status,
        hasOpenProblem: false,
        decisionComment: request.comment,
        ...(request.atFaultSide ? { atFaultSide: request.atFaultSide } : {}),
        ...settled?.effects,
      },
      meta,
    });
    await noticeProblemDecided(
      tx,
      updated,
      order.selectedCarrierCompanyId ?? settled?.releasedCarrierCompanyId ?? null,
      request.comment,
    );
    return loadOrderDetail(tx, caller, { ...access, order: updated });
  });
}
