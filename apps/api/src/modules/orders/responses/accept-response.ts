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
import { noticeResponsesDecided } from '../order-notices.js';
import { findOrder, updateOrderSelectingResponse } from '../order-repo.js';
import { loadOrderDetail } from '../order-view.js';
import { acceptResponseDecliningOthers, findResponseOfOrder } from './repo.js';

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
 * The owner side accepts one active response. In one transaction of five statements (issue
 * 11): the order moves to CARRIER_SELECTED by a conditional update on its status, the version
 * the user read and the response still being ACTIVE; the response becomes ACCEPTED and every
 * other active one DECLINED; the audit row; the carriers' notices. Of two acceptances racing
 * on the same order only one update matches; the other answers 409 and changes nothing.
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
  const { access, updated } = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId);
    const { order } = access;
    const check = assertCanAccept(caller, access);
    if (order.version !== request.version) throw await staleOrderError(tx, orderId);

    const status = statusAfter(check, order.status);
    const selection = await updateOrderSelectingResponse(tx, {
      orderId,
      responseId,
      expectedVersion: request.version,
      expectedStatus: order.status,
      status,
    });
    if (!selection) throw await refusedSelectionError(tx, orderId, responseId, request.version);
    const { accepted, declined } = await acceptResponseDecliningOthers(tx, orderId, responseId);
    // Withdrawn meanwhile: the transaction rolls back, the order stays published.
    if (!accepted) throw new AppError('RESPONSE_NOT_ACTIVE');

    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.accepted',
      before: { status: order.status },
      after: {
        status,
        responseId: accepted.id,
        carrierCompanyId: accepted.carrierCompanyId,
        carrier: selection.carrierName,
        price: accepted.price,
        currency: accepted.currency,
        declinedResponses: declined.length,
      },
      meta,
    });
    const declinedCompanies = new Set(declined.map((row) => row.carrierCompanyId));
    await noticeResponsesDecided(tx, selection.order, accepted.carrierCompanyId, [
      ...declinedCompanies,
    ]);
    return { access, updated: selection.order };
  });
  // The answer is read once the locks are gone.
  return loadOrderDetail(db, caller, { ...access, order: updated });
}

/**
 * Why the selection matched no row, read only on this path: the order changed meanwhile
 * (another acceptance won, or an edit), else the response is unknown or no longer active.
 */
async function refusedSelectionError(
  db: DbExecutor,
  orderId: string,
  responseId: string,
  readVersion: number,
): Promise<AppError> {
  const current = await findOrder(db, orderId);
  if (current?.selectedResponseId) return new AppError('RESPONSE_ALREADY_ACCEPTED');
  if (!current || current.version !== readVersion) return new AppError('VERSION_CONFLICT');
  const response = await findResponseOfOrder(db, orderId, responseId);
  if (!response) return notFound();
  return new AppError('RESPONSE_NOT_ACTIVE');
}
