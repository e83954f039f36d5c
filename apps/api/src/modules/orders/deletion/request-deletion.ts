import { type DeletionRequest, OrderAction, type OrderDeletionRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeDeletionRequested } from '../core/order-notices.js';
import { updateOrderIfVersion } from '../core/order-repo.js';
import { performOrderAction } from '../core/perform-order-action.js';
import {
  deletionRequestsWithIds,
  findDeletionRequestViews,
  insertDeletionRequest,
} from '../core/deletion-request-repo.js';

/** The owner side asks to delete an order ('Delete request sent'); nothing is deleted yet. */
export function requestDeletion(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: DeletionRequest,
  meta: RequestMeta,
): Promise<OrderDeletionRequest> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.REQUEST_DELETION,
    meta,
    async change(tx, { caller, access: { order }, audit }) {
      const row = await insertDeletionRequest(tx, {
        orderId,
        reason: request.reason || null,
        requestedBy: caller.id,
      });
      const updated = await updateOrderIfVersion(tx, orderId, order.version, {
        hasOpenDeletionRequest: true,
      });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('deletion.requested', {
        before: { hasOpenDeletionRequest: false },
        after: { requestId: row.id, hasOpenDeletionRequest: true, reason: row.reason },
      });
      await noticeDeletionRequested(tx, updated);
      return { result: row.id };
    },
    async view(db, _caller, { result: requestId }) {
      const [view] = await findDeletionRequestViews(db, deletionRequestsWithIds([requestId]));
      if (!view) throw new Error('deletion request not found');
      return view;
    },
  });
}
