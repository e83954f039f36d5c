import {
  DocumentKind,
  OrderSide,
  RATING_WINDOW_DAYS,
  sealNumbersMatch,
  TRIP_STEPS,
  TripStep,
  type OrderFileView,
  type OrderRatingView,
  type TripStepView,
  type TripView,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { readTogether } from '../../../db/read-together.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { toStoredFile } from '../../../platform/files/stored-file.js';
import { loadLatestOrderDocument } from '../../documents/document-view.js';
import { findTripStepRows, type TripStepRow, type UserName } from './step-repo.js';
import {
  findDeliveryConfirmation,
  findLatestPayment,
  findOrderFileRows,
  findRatingRows,
  findTripOrder,
  type OrderFileNamedRow,
} from './trip-view-repo.js';

const DAY_MS = 86_400_000;

const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.lastName, user.firstName].filter(Boolean).join(' ');

const named = (user: UserName) => ({ id: user.id, name: fullName(user) });

/** The planned date the timeline shows beside a step: loading's for loading, unloading's after. */
function plannedDateOf(
  step: TripStep,
  order: { plannedLoadingDate: string; plannedUnloadingDate: string },
): string | null {
  switch (step) {
    case TripStep.LOADING_STARTED:
    case TripStep.LOADING_DEPARTED:
      return order.plannedLoadingDate;
    case TripStep.UNLOADING_STARTED:
    case TripStep.DELIVERED:
      return order.plannedUnloadingDate;
    default:
      // Signing, payment and completion have no planned date on the order.
      return null;
  }
}

type StepWithRecorder = { row: TripStepRow; recordedBy: UserName };

/**
 * One step of the timeline from its rows: the current one gives the time, each superseded one
 * a correction (the time it had, replaced when and by whom the replacing row says).
 */
function stepView(
  step: TripStep,
  rows: readonly StepWithRecorder[],
  plannedDate: string | null,
): TripStepView {
  const current = rows.find(({ row }) => row.supersededAt === null) ?? null;
  // Rows come oldest first: each superseded row was replaced by the row after it.
  const corrections = rows
    .flatMap(({ row }, index) => {
      const replacement = rows[index + 1];
      if (row.supersededAt === null || !replacement) return [];
      return [
        {
          previousActualAt: row.actualAt.toISOString(),
          correctedAt: row.supersededAt.toISOString(),
          correctedBy: named(replacement.recordedBy),
        },
      ];
    })
    .reverse();
  return {
    step,
    plannedDate,
    actualAt: current ? current.row.actualAt.toISOString() : null,
    recordedBy: current ? named(current.recordedBy) : null,
    recordedAt: current ? current.row.createdAt.toISOString() : null,
    corrections,
  };
}

/** An order file as the trip view lists it. */
export function toOrderFileView(row: OrderFileNamedRow): OrderFileView {
  const { orderFile } = row;
  return {
    id: orderFile.id,
    type: orderFile.type,
    status: orderFile.status,
    side: orderFile.side,
    file: toStoredFile(row.file),
    uploadedBy: named(row.uploadedBy),
    uploadedAt: orderFile.createdAt.toISOString(),
    reviewedBy:
      orderFile.reviewedBy && row.reviewer
        ? { id: orderFile.reviewedBy, name: fullName(row.reviewer) }
        : null,
    reviewedAt: orderFile.reviewedAt?.toISOString() ?? null,
    rejectionReason: orderFile.rejectionReason,
    version: orderFile.version,
  };
}

/**
 * The whole trip of an order as every trip endpoint answers it (docs/api/trip.md). Reads only:
 * the caller has been checked to be a reader of the order. Pass a transaction to read what it
 * has written before commit.
 */
export async function loadTripView(db: DbExecutor, orderId: string): Promise<TripView> {
  const order = await findTripOrder(db, orderId);
  if (!order) throw notFound();
  const [stepRows, fileRows, payment, ratingRows, delivery, signedContract, consignmentNote] =
    await readTogether(db, [
      () => findTripStepRows(db, orderId),
      () => findOrderFileRows(db, orderId),
      () => findLatestPayment(db, orderId),
      () => findRatingRows(db, orderId),
      () => findDeliveryConfirmation(db, orderId),
      () => loadLatestOrderDocument(db, orderId, [DocumentKind.SIGNED_CONTRACT]),
      () =>
        loadLatestOrderDocument(db, orderId, [
          DocumentKind.CONSIGNMENT_NOTE,
          DocumentKind.CONFIRMED_CONSIGNMENT_NOTE,
        ]),
    ]);

  const steps = TRIP_STEPS.map((step): TripStepView => {
    if (step === TripStep.CONTRACT_SIGNED && signedContract) {
      // The second signature made the signed copy: its time is the step's.
      return {
        step,
        plannedDate: null,
        actualAt: signedContract.createdAt,
        recordedBy: signedContract.createdBy,
        recordedAt: signedContract.createdAt,
        corrections: [],
      };
    }
    return stepView(
      step,
      stepRows.filter(({ row }) => row.step === step),
      plannedDateOf(step, order),
    );
  });

  const currentSeal = (step: TripStep) =>
    stepRows.find(({ row }) => row.step === step && row.supersededAt === null)?.row.sealNumber ??
    null;
  const loadingNumber = currentSeal(TripStep.LOADING_DEPARTED);
  const unloadingNumber = currentSeal(TripStep.UNLOADING_STARTED);
  const sealMismatch =
    loadingNumber !== null &&
    unloadingNumber !== null &&
    !sealNumbersMatch(loadingNumber, unloadingNumber);

  const rating = (side: OrderSide): OrderRatingView | null => {
    const found = ratingRows.find((row) => row.rating.side === side);
    if (!found) return null;
    return {
      side,
      score: found.rating.score,
      comment: found.rating.comment,
      ratedBy: named(found.ratedBy),
      ratedAt: found.rating.createdAt.toISOString(),
    };
  };
  const completedAt = steps.find((step) => step.step === TripStep.COMPLETED)?.actualAt ?? null;

  return {
    orderId: order.id,
    status: order.status,
    version: order.version,
    steps,
    files: fileRows.map(toOrderFileView),
    seal: {
      loadingNumber,
      unloadingNumber,
      mismatch: sealMismatch,
      // Once the CB decides the order's problem report, the mismatch no longer holds payment.
      awaitingDecision: sealMismatch && order.hasOpenProblem,
    },
    delivery: delivery
      ? {
          confirmedAt: delivery.confirmation.confirmedAt.toISOString(),
          confirmedBy: named(delivery.confirmedBy),
          reservation: delivery.confirmation.reservation,
        }
      : null,
    payment: payment
      ? {
          amount: payment.payment.amount,
          currency: payment.payment.currency,
          comment: payment.payment.comment,
          sentAt: payment.payment.createdAt.toISOString(),
          sentBy: named(payment.sentBy),
          receiptFileId: payment.receiptFileId,
          receiptStatus: payment.receiptStatus,
        }
      : null,
    ratings: {
      ofCarrier: rating(OrderSide.FORWARDER),
      ofForwarder: rating(OrderSide.CARRIER),
      ratingOpenUntil: completedAt
        ? new Date(new Date(completedAt).getTime() + RATING_WINDOW_DAYS * DAY_MS).toISOString()
        : null,
    },
    consignmentNote,
  };
}
