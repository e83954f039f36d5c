import { isTerminal, OrderStatus } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { closePendingDeletionRequests } from './deletion-request-repo.js';
import type { OrderChanges, OrderRow } from './order-repo.js';
import { declineResponses } from './response-repo.js';

/** Statuses before a carrier is chosen: an order sent back there needs a new carrier. */
const BEFORE_SELECTION: readonly OrderStatus[] = [OrderStatus.DRAFT, OrderStatus.PUBLISHED];

/** Statuses in which no carrier may still be waiting for an answer. */
const NOT_TAKING_RESPONSES: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.COMPLETED,
  OrderStatus.CANCELLED,
];

export interface SettledStatusChange {
  changes: OrderChanges;
  /** For the audit row: what else the new status undid. */
  effects: { declinedResponses: number; closedDeletionRequests: number };
  /** The carrier that was selected before an order went back to DRAFT or PUBLISHED. */
  releasedCarrierCompanyId: string | null;
}

/**
 * What else changes when a decision (the CB's, or a deletion approval) moves an order to
 * `to`, inside the same transaction:
 * - back to DRAFT or PUBLISHED: the accepted response is declined and the selection cleared,
 *   so the order can get a new carrier;
 * - to DRAFT, COMPLETED or CANCELLED: responses still waiting are declined;
 * - to COMPLETED or CANCELLED: a pending deletion request is closed (`exceptRequestId` is the
 *   one the approval itself decides).
 */
export async function settleStatusChange(
  db: DbExecutor,
  order: OrderRow,
  to: OrderStatus,
  decision: { actorId: string; comment: string | null; deletionRequestDecided?: boolean },
): Promise<SettledStatusChange> {
  const changes: OrderChanges = { status: to };
  let declinedResponses = 0;
  let closedDeletionRequests = 0;
  let releasedCarrierCompanyId: string | null = null;

  if (BEFORE_SELECTION.includes(to) && order.selectedResponseId) {
    const released = await declineResponses(db, order.id, ['ACCEPTED']);
    declinedResponses += released.length;
    releasedCarrierCompanyId = order.selectedCarrierCompanyId;
    changes.selectedResponseId = null;
    changes.selectedCarrierCompanyId = null;
  }
  if (NOT_TAKING_RESPONSES.includes(to)) {
    declinedResponses += (await declineResponses(db, order.id, ['ACTIVE'])).length;
  }
  if (to === OrderStatus.PUBLISHED && order.publishedAt === null) changes.publishedAt = new Date();
  if (isTerminal(to) && order.hasOpenDeletionRequest && !decision.deletionRequestDecided) {
    const closed = await closePendingDeletionRequests(db, order.id, {
      status: 'CLOSED',
      decidedBy: decision.actorId,
      comment: decision.comment,
    });
    closedDeletionRequests = closed.length;
    changes.hasOpenDeletionRequest = false;
  }
  return {
    changes,
    effects: { declinedResponses, closedDeletionRequests },
    releasedCarrierCompanyId,
  };
}
