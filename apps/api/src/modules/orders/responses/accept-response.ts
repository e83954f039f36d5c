import { OrderAction, type OrderDetail, type OrderVersionRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeResponsesDecided } from '../core/order-notices.js';
import { updateOrderSelectingResponse } from '../core/order-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { acceptResponseDecliningOthers } from '../core/response-repo.js';
import {
  acceptanceAudit,
  alreadyAcceptedIfRaced,
  refusedSelectionError,
  staleAcceptanceError,
} from './acceptance.js';

/**
 * The owner side accepts one active response, in five statements (issue 11): the order moves
 * by a conditional update on its status, the version read and the response being ACTIVE (the
 * guard: the order is read unlocked); the response is ACCEPTED, the other active ones DECLINED;
 * the audit row; the notices. Of two racing acceptances one matches; the other answers 409.
 */
export function acceptResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const { version } = request;
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.ACCEPT_RESPONSE,
    meta,
    lock: null,
    version,
    refused: alreadyAcceptedIfRaced,
    stale: (tx) => staleAcceptanceError(tx, orderId),
    async change(tx, { access: { order }, status, audit }) {
      const expected = { expectedVersion: version, expectedStatus: order.status, status };
      const selection = await updateOrderSelectingResponse(tx, {
        orderId,
        responseId,
        ...expected,
      });
      if (!selection) throw await refusedSelectionError(tx, orderId, responseId, version);
      const { accepted, declined } = await acceptResponseDecliningOthers(tx, orderId, responseId);
      // Withdrawn meanwhile: the transaction rolls back, the order stays published.
      if (!accepted) throw new AppError('RESPONSE_NOT_ACTIVE');
      const carrier = selection.carrierName;
      await audit('response.accepted', acceptanceAudit(order, status, carrier, accepted, declined));
      const others = [...new Set(declined.map((row) => row.carrierCompanyId))];
      await noticeResponsesDecided(tx, selection.order, accepted.carrierCompanyId, others);
      return { result: selection.order };
    },
    // The answer is read once the locks are gone.
    view: (db, caller, { access, result }) =>
      loadOrderDetail(db, caller, { ...access, order: result }),
  });
}
