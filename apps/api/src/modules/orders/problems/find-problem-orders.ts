import { type ProblemOrderListQuery, type ProblemOrderPage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { loadOrderSummaries } from '../order-summary.js';
import { respondingCompanyOf } from '../../../platform/access/record-scopes.js';
import { findProblemViews, problemsWithIds } from '../core/problem-repo.js';
import { findProblemPage } from './repo.js';
import { readTogether } from '../../../db/read-together.js';

/** `/problem-requests`: the CB's queue of reports (open ones by default), newest first. */
export async function findProblemOrders(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: ProblemOrderListQuery,
): Promise<ProblemOrderPage> {
  assertPermission(actor, 'read:problem:any');
  const { rows, total } = await findProblemPage(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    q: query.q,
  });
  const [problems, summaries] = await readTogether(db, [
    () => findProblemViews(db, problemsWithIds(rows.map((row) => row.id))),
    () =>
      loadOrderSummaries(
        db,
        rows.map((row) => row.orderId),
        respondingCompanyOf(actor),
      ),
  ]);
  const problemById = new Map(problems.map((problem) => [problem.id, problem]));
  const items = rows.flatMap((row) => {
    const problem = problemById.get(row.id);
    const order = summaries.get(row.orderId);
    return problem && order ? [{ ...order, problem }] : [];
  });
  return { items, total, page: query.page, pageSize: query.pageSize };
}
