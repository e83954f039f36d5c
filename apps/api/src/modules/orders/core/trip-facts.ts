import {
  FileReviewStatus,
  OrderFileType,
  OrderStatus,
  ratingWindowOpen,
  TRIP_STATUSES,
  type OrderFacts,
  type OrderSide,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { readTogether } from '../../../db/read-together.js';
import {
  findCompletedAt,
  findGuardedFileStates,
  findRatingSides,
  hasDeliveryConfirmation,
} from './trip-facts-repo.js';

/** What the trip holds for the order state machine (order-guards.ts). */
export type TripFacts = Pick<
  OrderFacts,
  | 'hasCargoPhoto'
  | 'hasSealPhoto'
  | 'hasInvoice'
  | 'hasPaymentReceipt'
  | 'paymentReceiptRejected'
  | 'deliveryConfirmed'
  | 'ratedByActorSide'
  | 'ratingWindowOpen'
>;

export const NO_TRIP: TripFacts = {
  hasCargoPhoto: false,
  hasSealPhoto: false,
  hasInvoice: false,
  hasPaymentReceipt: false,
  paymentReceiptRejected: false,
  deliveryConfirmed: false,
  ratedByActorSide: false,
  ratingWindowOpen: false,
};

/**
 * Reads the trip's facts, in the caller's transaction, for an order in a trip status or
 * completed; `actorSide` is the caller's side of the order (null for platform staff).
 * A photo or an invoice counts when any one of them is not rejected; a receipt only as the
 * latest one, since a rejected receipt must be replaced (spec §5).
 */
export async function loadTripFacts(
  db: DbExecutor,
  order: { id: string; status: OrderStatus },
  actorSide: OrderSide | null,
  now: Date = new Date(),
): Promise<TripFacts> {
  const inTrip = TRIP_STATUSES.includes(order.status);
  if (!inTrip && order.status !== OrderStatus.COMPLETED) return NO_TRIP;
  const [files, delivered, ratedSides, completedAt] = await readTogether(db, [
    () => findGuardedFileStates(db, order.id),
    () => hasDeliveryConfirmation(db, order.id),
    () => findRatingSides(db, order.id),
    () => findCompletedAt(db, order.id),
  ]);
  const usable = (type: OrderFileType) =>
    files.some((file) => file.type === type && file.status !== FileReviewStatus.REJECTED);
  const latestReceipt = files.find((file) => file.type === OrderFileType.PAYMENT_RECEIPT);
  return {
    hasCargoPhoto: usable(OrderFileType.CARGO_PHOTO),
    hasSealPhoto: usable(OrderFileType.SEAL_PHOTO),
    hasInvoice: usable(OrderFileType.INVOICE),
    hasPaymentReceipt:
      latestReceipt !== undefined && latestReceipt.status !== FileReviewStatus.REJECTED,
    paymentReceiptRejected: latestReceipt?.status === FileReviewStatus.REJECTED,
    deliveryConfirmed: delivered,
    ratedByActorSide: actorSide !== null && ratedSides.includes(actorSide),
    ratingWindowOpen: completedAt !== null && ratingWindowOpen(completedAt, now),
  };
}
