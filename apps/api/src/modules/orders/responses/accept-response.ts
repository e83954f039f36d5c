import { OrderAction, type OrderDetail, type OrderVersionRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { alreadyAcceptedIfRaced, selectResponse, staleAcceptanceError } from './acceptance.js';

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
      const selection = await selectResponse(tx, { order, status, version, responseId, audit });
      return { result: selection.order };
    },
    // The answer is read once the locks are gone.
    view: (db, caller, { access, result }) =>
      loadOrderDetail(db, caller, { ...access, order: result }),
  });
}
