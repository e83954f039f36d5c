import type { RoutePoint } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { recordAudit, type AuditEntry } from '../../../platform/audit/audit-repo.js';
import type { RequestMeta } from '../../../platform/service-deps.js';
import { columnsToForm, type OrderFormColumns } from './order-fields.js';
import type { OrderRow } from './order-repo.js';

/** What the order's history lists (docs/api/orders.md, OrderHistoryEntry.action). */
export type OrderAuditAction =
  | 'order.created'
  | 'order.updated'
  | 'order.published'
  // Publication in stages (issue 32): the pool window ended, or the owner opened it sooner.
  | 'order.opened_to_board'
  | 'response.created'
  | 'response.updated'
  | 'response.withdrawn'
  | 'response.accepted'
  // Counter-offers on a response (issue 32). Changes' keys: price, currency, comment,
  // counterOfferStatus.
  | 'counter_offer.created'
  | 'counter_offer.withdrawn'
  | 'counter_offer.accepted'
  | 'counter_offer.declined'
  | 'problem.reported'
  | 'problem.decided'
  | 'deletion.requested'
  | 'deletion.approved'
  | 'deletion.rejected'
  | 'status.changed'
  | 'contract.generated'
  | 'contract.signed'
  | 'contract.declined'
  | 'contract.completed'
  // The trip (issue 9). Changes' keys: status, step, actualAt, sealNumber, fileType, fileName,
  // reason, amount, currency, comment, score, side, reservation, documentSha256.
  | 'trip.loading_started'
  | 'trip.loading_departed'
  | 'trip.unloading_started'
  | 'trip.delivered'
  | 'trip.time_corrected'
  | 'trip.seal_mismatch'
  | 'trip.delivery_confirmed'
  | 'document.consignment_note_issued'
  | 'file.uploaded'
  | 'file.accepted'
  | 'file.rejected'
  | 'payment.sent'
  | 'payment.receipt_rejected'
  | 'order.completed'
  | 'rating.given';

export type AuditSnapshot = Record<string, unknown>;

/**
 * Keys that say whom an entry concerns rather than what changed: kept in the row so the
 * history can be filtered per reader, never listed as changes.
 */
export const AUDIT_REFERENCE_KEYS = [
  'responseId',
  'carrierCompanyId',
  'counterOfferId',
  'problemId',
  'requestId',
] as const;

/**
 * Every change to an order, and to what hangs on it (responses, problems, deletion requests),
 * is one audit row on the order itself, written in the transaction of the change.
 */
export function recordOrderAudit(db: DbExecutor, entry: OrderAuditEntry): Promise<void> {
  return recordAudit(db, orderAuditRow(entry));
}

export interface OrderAuditEntry {
  actorUserId: string;
  orderId: string;
  action: OrderAuditAction;
  before?: AuditSnapshot | null;
  after: AuditSnapshot;
  meta: RequestMeta;
}

/** The audit row of a change to an order. */
export function orderAuditRow(entry: OrderAuditEntry): AuditEntry {
  return {
    actorUserId: entry.actorUserId,
    entityType: 'order',
    entityId: entry.orderId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after,
    ip: entry.meta.ip,
  };
}

/** The order's form and status as the audit keeps them. */
export function orderSnapshot(
  order: OrderFormColumns & Pick<OrderRow, 'status'>,
  route: readonly RoutePoint[],
): AuditSnapshot {
  return { status: order.status, ...columnsToForm(order), route };
}

/** Only the keys whose values differ, on each side: what an edit changed. */
export function changedFields(
  before: AuditSnapshot,
  after: AuditSnapshot,
): { before: AuditSnapshot; after: AuditSnapshot } {
  const changedBefore: AuditSnapshot = {};
  const changedAfter: AuditSnapshot = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null)) {
      changedBefore[key] = before[key] ?? null;
      changedAfter[key] = after[key] ?? null;
    }
  }
  return { before: changedBefore, after: changedAfter };
}
