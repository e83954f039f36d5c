import {
  FileReviewStatus,
  OrderFileType,
  OrderSide,
  OrderStatus,
  TRIP_STEPS,
  type OrderFileView,
  type TripStepView,
  type TripView,
} from '@freight/shared';
import { CARRIER_COMPANY, FORWARDER_COMPANY } from './document-factories';
import { nextOrderTestId } from './order-factories';

export const CARRIER_PERSON = { id: nextOrderTestId(), name: 'Ахметов Ерлан' };
export const FORWARDER_PERSON = { id: nextOrderTestId(), name: 'Сейітова Айгерим' };
export { CARRIER_COMPANY, FORWARDER_COMPANY };

/** Every step of the trip, none recorded but the signed contract. */
export function makeTripSteps(
  recorded: Partial<Record<TripStepView['step'], string>> = {},
): TripStepView[] {
  return TRIP_STEPS.map((step) => {
    const actualAt = recorded[step] ?? null;
    return {
      step,
      plannedDate: step.startsWith('LOADING') ? '2025-03-10' : '2025-03-12',
      actualAt,
      recordedBy: actualAt ? CARRIER_PERSON : null,
      recordedAt: actualAt,
      corrections: [],
    };
  });
}

export function makeOrderFile(overrides: Partial<OrderFileView> = {}): OrderFileView {
  const id = nextOrderTestId();
  return {
    id,
    type: OrderFileType.CARGO_PHOTO,
    status: FileReviewStatus.PENDING,
    side: OrderSide.CARRIER,
    file: {
      id: nextOrderTestId(),
      kind: 'ORDER_FILE',
      originalName: 'cargo.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedAt: '2025-03-10T09:00:00.000Z',
    },
    uploadedBy: CARRIER_PERSON,
    uploadedAt: '2025-03-10T09:00:00.000Z',
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
    version: 1,
    ...overrides,
  };
}

export function makeTripView(overrides: Partial<TripView> = {}): TripView {
  return {
    orderId: nextOrderTestId(),
    status: OrderStatus.CONTRACT_SIGNED,
    version: 7,
    steps: makeTripSteps({ CONTRACT_SIGNED: '2025-03-09T12:00:00.000Z' }),
    files: [],
    seal: { loadingNumber: null, unloadingNumber: null, mismatch: false, awaitingDecision: false },
    delivery: null,
    payment: null,
    ratings: { ofCarrier: null, ofForwarder: null, ratingOpenUntil: null },
    consignmentNote: null,
    ...overrides,
  };
}
