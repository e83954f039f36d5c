import {
  OrderAction,
  orderActionPermission,
  type OrderProblem,
  type ProblemReportRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeProblemReported } from '../order-notices.js';
import { updateOrderIfVersion } from '../order-repo.js';
import { findProblemViews, insertProblem, problemsWithIds } from './repo.js';

/**
 * A party of the order sends it to the CB ('The order has been sent for security
 * verification.'): the report is stored and the order flagged until the CB decides.
 */
export async function reportProblem(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: ProblemReportRequest,
  meta: RequestMeta,
): Promise<OrderProblem> {
  assertPermission(actor, orderActionPermission(OrderAction.REPORT_PROBLEM));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    assertOrderAction(caller, access, OrderAction.REPORT_PROBLEM);
    const problem = await insertProblem(tx, {
      orderId,
      description: request.description,
      reportedBy: caller.id,
    });
    const updated = await updateOrderIfVersion(tx, orderId, access.order.version, {
      hasOpenProblem: true,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'problem.reported',
      before: { hasOpenProblem: false },
      after: { problemId: problem.id, hasOpenProblem: true, description: problem.description },
      meta,
    });
    await noticeProblemReported(tx, updated);
    const [view] = await findProblemViews(tx, problemsWithIds([problem.id]));
    if (!view) throw new Error('reported problem not found');
    return view;
  });
}
