import { OrderAction, type DeletionRequest, type OrderDeletionRequest } from '@freight/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { orderDeletionRequests } from '../../../db/schema.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta } from '../../companies/deps.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeDeletionRequested } from '../order-notices.js';
import { updateOrderIfVersion } from '../order-repo.js';
import { findDeletionRequestViews, insertDeletionRequest } from './repo.js';

/** The owner side asks to delete an order ('Delete request sent'); nothing is deleted yet. */
export async function requestDeletion(
  db: Database,
  actor: AuthUser,
  orderId: string,
  request: DeletionRequest,
  meta: RequestMeta,
): Promise<OrderDeletionRequest> {
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    assertOrderAction(caller, access, OrderAction.REQUEST_DELETION);
    const row = await insertDeletionRequest(tx, {
      orderId,
      reason: request.reason || null,
      requestedBy: caller.id,
    });
    const updated = await updateOrderIfVersion(tx, orderId, access.order.version, {
      hasOpenDeletionRequest: true,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'deletion.requested',
      before: { hasOpenDeletionRequest: false },
      after: { requestId: row.id, hasOpenDeletionRequest: true, reason: row.reason },
      meta,
    });
    await noticeDeletionRequested(tx, updated);
    const [view] = await findDeletionRequestViews(tx, eq(orderDeletionRequests.id, row.id));
    if (!view) throw new Error('deletion request not found');
    return view;
  });
}
