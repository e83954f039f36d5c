import type { DbExecutor } from '../../../db/client.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { isStaleVersion } from '../../../platform/errors/version-check.js';
import type { OrderStatus } from '@freight/shared';
import type { OrderAccess } from '../core/order-access.js';
import type { AuditSnapshot } from '../core/order-audit.js';
import { findOrder, type OrderRow } from '../core/order-repo.js';
import { findResponseOfOrder, type ResponseRow } from '../core/response-repo.js';

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
export function acceptanceAudit(
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
