import { OrderAction, type OrderProblem, type ProblemReportRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeProblemReported } from '../core/order-notices.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { findProblemViews, insertProblem, problemsWithIds } from '../core/problem-repo.js';

/**
 * A party of the order sends it to the CB ('The order has been sent for security
 * verification.'): the report is stored and the order flagged until the CB decides.
 */
export function reportProblem(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: ProblemReportRequest,
  meta: RequestMeta,
): Promise<OrderProblem> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.REPORT_PROBLEM,
    meta,
    async change(tx, { caller, access: { order }, audit }) {
      const problem = await insertProblem(tx, {
        orderId,
        description: request.description,
        reportedBy: caller.id,
      });
      const updated = await updateOrderIfVersion(tx, orderId, order.version, {
        hasOpenProblem: true,
      });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('problem.reported', {
        before: { hasOpenProblem: false },
        after: { problemId: problem.id, hasOpenProblem: true, description: problem.description },
      });
      await noticeProblemReported(tx, updated);
      return { result: problem.id };
    },
    async view(db, _caller, { result: problemId }) {
      const [view] = await findProblemViews(db, problemsWithIds([problemId]));
      if (!view) throw new Error('reported problem not found');
      return view;
    },
  });
}
