import type { GeneratedProblem } from '@freight/shared';
import { AppError } from '../../../platform/errors/app-error.js';
import type { DbExecutor } from '../../../db/client.js';
import type { RequestMeta } from '../../../platform/service-deps.js';
import { recordOrderAudit } from '../core/order-audit.js';
import { updateOrderIfVersion, type OrderRow } from '../core/order-repo.js';
import { insertProblem } from '../core/problem-repo.js';

/**
 * Opens a problem report for the CB from within another action's transaction (a seal found
 * different at unloading, issue 9): the report is stored as a code and values, which each
 * reader sees in their own language, the order flagged at the version the caller holds
 * (which blocks payment until the CB decides) and the report audited. The caller tells whom it
 * concerns. When the order already has an open problem, the CB is deciding it already:
 * nothing is added and `problemId` is null.
 */
export async function openProblemInTransaction(
  tx: DbExecutor,
  order: OrderRow,
  values: { generated: GeneratedProblem; reportedBy: string },
  meta: RequestMeta,
): Promise<{ problemId: string | null; order: OrderRow }> {
  if (order.hasOpenProblem) return { problemId: null, order };
  const problem = await insertProblem(tx, {
    orderId: order.id,
    description: '',
    generated: values.generated,
    reportedBy: values.reportedBy,
  });
  const updated = await updateOrderIfVersion(tx, order.id, order.version, {
    hasOpenProblem: true,
  });
  if (!updated) throw new AppError('VERSION_CONFLICT');
  await recordOrderAudit(tx, {
    actorUserId: values.reportedBy,
    orderId: order.id,
    action: 'problem.reported',
    before: { hasOpenProblem: false },
    // The history names the report's kind; its values are in the entry of what caused it.
    after: { problemId: problem.id, hasOpenProblem: true, generated: values.generated.code },
    meta,
  });
  return { problemId: problem.id, order: updated };
}
