import type { DbExecutor, Tx } from '../../../db/client.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { isStaleVersion } from '../../../platform/errors/version-check.js';
import type { OrderStatus } from '@freight/shared';
import type { OrderAccess } from '../core/order-access.js';
import type { AuditSnapshot } from '../core/order-audit.js';
import { noticeResponsesDecided } from '../core/order-notices.js';
import { findOrder, updateOrderSelectingResponse, type OrderRow } from '../core/order-repo.js';
import type { ActionContext } from '../core/perform-order-action.js';
import {
  acceptResponseDecliningOthers,
  findResponseOfOrder,
  type ResponseRow,
} from '../core/response-repo.js';

/**
 * The choice of a carrier, whoever makes it: the owner side accepting a response, or a
 * carrier booking at the posted price (issue 32). The order moves by a conditional update on
 * its status, the version read and the response being ACTIVE; the response is ACCEPTED, the
 * other active ones DECLINED; the audit row; the carriers' notices. Of two racing choices
 * one matches; the other throws the refusal `refusedSelectionError` finds.
 */
export async function selectResponse(
  tx: Tx,
  choice: {
    order: OrderRow;
    /** The status the state machine moves the order to. */
    status: OrderStatus;
    /** The order's version the choice was judged at. */
    version: number;
    responseId: string;
    audit: ActionContext<unknown, unknown, unknown>['audit'];
  },
): Promise<{ order: OrderRow; accepted: ResponseRow; carrierName: string }> {
  const { order, status, version, responseId } = choice;
  const selection = await updateOrderSelectingResponse(tx, {
    orderId: order.id,
    responseId,
    expectedVersion: version,
    expectedStatus: order.status,
    status,
  });
  if (!selection) throw await refusedSelectionError(tx, order.id, responseId, version);
  const { accepted, declined } = await acceptResponseDecliningOthers(tx, order.id, responseId);
  // Withdrawn meanwhile: the transaction rolls back, the order stays published.
  if (!accepted) throw new AppError('RESPONSE_NOT_ACTIVE');
  const { carrierName } = selection;
  await choice.audit(
    'response.accepted',
    acceptanceAudit(order, status, carrierName, accepted, declined),
  );
  const others = [...new Set(declined.map((row) => row.carrierCompanyId))];
  await noticeResponsesDecided(tx, selection.order, accepted.carrierCompanyId, others);
  return { order: selection.order, accepted, carrierName };
}

/**
 * What an acceptance records, and what one that lost answers (read only on those paths, so the
 * winning path stays the five statements of issue 11).
 */

/**
 * The machine's refusal, unless the order is past PUBLISHED because a response was already
 * accepted (the usual loser of a race): then the more telling RESPONSE_ALREADY_ACCEPTED.
 */
export function alreadyAcceptedIfRaced(error: AppError, { order }: OrderAccess): AppError {
  return error.status === 409 && order.selectedResponseId
    ? new AppError('RESPONSE_ALREADY_ACCEPTED')
    : error;
}

/** Why a stale acceptance lost: another response won, or the order changed otherwise. */
export async function staleAcceptanceError(db: DbExecutor, orderId: string): Promise<AppError> {
  const current = await findOrder(db, orderId);
  return new AppError(
    current?.selectedResponseId ? 'RESPONSE_ALREADY_ACCEPTED' : 'VERSION_CONFLICT',
  );
}

/**
 * Why the selection matched no row: the order changed meanwhile (another acceptance won, or
 * an edit), else the response is unknown or no longer active.
 */
export async function refusedSelectionError(
  db: DbExecutor,
  orderId: string,
  responseId: string,
  readVersion: number,
): Promise<AppError> {
  const current = await findOrder(db, orderId);
  if (current?.selectedResponseId) return new AppError('RESPONSE_ALREADY_ACCEPTED');
  if (!current || isStaleVersion(current.version, readVersion)) {
    return new AppError('VERSION_CONFLICT');
  }
  const response = await findResponseOfOrder(db, orderId, responseId);
  if (!response) return notFound();
  return new AppError('RESPONSE_NOT_ACTIVE');
}

/** The audit row of an acceptance: the order's move, the carrier chosen, how many declined. */
function acceptanceAudit(
  order: OrderRow,
  status: OrderStatus,
  carrier: string,
  accepted: ResponseRow,
  declined: readonly ResponseRow[],
): { before: AuditSnapshot; after: AuditSnapshot } {
  return {
    before: { status: order.status },
    after: {
      status,
      responseId: accepted.id,
      carrierCompanyId: accepted.carrierCompanyId,
      carrier,
      price: accepted.price,
      currency: accepted.currency,
      declinedResponses: declined.length,
    },
  };
}
