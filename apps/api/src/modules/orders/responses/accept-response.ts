import {
  OrderAction,
  orderActionPermission,
  type OrderDetail,
  type OrderVersionRequest,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
  type OrderAccess,
  type OrderCaller,
} from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeResponseDecided } from '../order-notices.js';
import { findOrder, updateOrderIfVersion } from '../order-repo.js';
import { loadOrderDetail } from '../order-view.js';
import { declineResponses, findResponseOfOrder, updateResponseIfCurrent } from './repo.js';
import { loadResponseView } from './response-view.js';

/** Why a stale acceptance lost: another response won, or the order changed otherwise. */
async function staleOrderError(db: DbExecutor, orderId: string): Promise<AppError> {
  const current = await findOrder(db, orderId);
  return new AppError(
    current?.selectedResponseId ? 'RESPONSE_ALREADY_ACCEPTED' : 'VERSION_CONFLICT',
  );
}

/**
 * The machine's check; when the order is past PUBLISHED because a response was already
 * accepted (the usual loser of a race), the more telling RESPONSE_ALREADY_ACCEPTED.
 */
function assertCanAccept(caller: OrderCaller, access: OrderAccess) {
  try {
    return assertOrderAction(caller, access, OrderAction.ACCEPT_RESPONSE);
  } catch (error) {
    if (error instanceof AppError && error.status === 409 && access.order.selectedResponseId) {
      throw new AppError('RESPONSE_ALREADY_ACCEPTED');
    }
    throw error;
  }
}

/**
 * The owner side accepts one active response. In one transaction: the order moves to
 * CARRIER_SELECTED by a conditional update on its status and the version the user read, the
 * response becomes ACCEPTED and every other active one DECLINED. Of two acceptances racing on
 * the same order only one update matches; the other answers 409 and changes nothing.
 */
export async function acceptResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, orderActionPermission(OrderAction.ACCEPT_RESPONSE));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId);
    const { order } = access;
    const check = assertCanAccept(caller, access);
    if (order.version !== request.version) throw await staleOrderError(tx, orderId);
    const response = await findResponseOfOrder(tx, orderId, responseId);
    if (!response) throw notFound();
    if (response.status !== 'ACTIVE') throw new AppError('RESPONSE_NOT_ACTIVE');

    const status = statusAfter(check, order.status);
    const updated = await updateOrderIfVersion(
      tx,
      orderId,
      request.version,
      {
        status,
        selectedResponseId: response.id,
        selectedCarrierCompanyId: response.carrierCompanyId,
      },
      order.status,
    );
    if (!updated) throw await staleOrderError(tx, orderId);
    const accepted = await updateResponseIfCurrent(
      tx,
      response.id,
      { status: 'ACTIVE' },
      { status: 'ACCEPTED' },
    );
    // Withdrawn meanwhile: the transaction rolls back, the order stays published.
    if (!accepted) throw new AppError('RESPONSE_NOT_ACTIVE');
    const declined = await declineResponses(tx, orderId, ['ACTIVE'], response.id);

    const view = await loadResponseView(tx, response.id);
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.accepted',
      before: { status: order.status },
      after: {
        status,
        responseId: response.id,
        carrierCompanyId: response.carrierCompanyId,
        carrier: view.carrier.name,
        price: view.price,
        currency: view.currency,
        declinedResponses: declined.length,
      },
      meta,
    });
    await noticeResponseDecided(tx, updated, response.carrierCompanyId, true);
    const declinedCompanies = new Set(declined.map((row) => row.carrierCompanyId));
    for (const companyId of declinedCompanies) {
      await noticeResponseDecided(tx, updated, companyId, false);
    }
    return loadOrderDetail(tx, caller, { ...access, order: updated });
  });
}
