import {
  DOCUMENT_CONTENT_TYPES,
  FileReviewDecision,
  OrderAction,
  type CarrierTripAction,
  type TripView,
  type UploadableOrderFileType,
} from '@freight/shared';
import { Readable } from 'node:stream';
import { completeOrder } from '../modules/orders/settlement/complete-order.js';
import { confirmDelivery } from '../modules/orders/trip/confirm-delivery.js';
import { getTrip } from '../modules/orders/trip/get-trip.js';
import { rateForwarder } from '../modules/orders/settlement/rate-forwarder.js';
import { recordTripStep } from '../modules/orders/trip/record-trip-step.js';
import { reviewOrderFile } from '../modules/orders/settlement/review-order-file.js';
import { sendPayment } from '../modules/orders/settlement/send-payment.js';
import { uploadOrderFile } from '../modules/orders/settlement/upload-order-file.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import { storeBlob } from '../platform/files/upload.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { demoPdf, demoPng } from './demo-files.js';

/**
 * The demo's trips, driven through the same services as the API from a signed contract: the
 * carrier's logistician records the steps and uploads the photos and the invoice, the
 * forwarder reviews them, confirms receipt, pays and completes, the carrier reviews the
 * receipt and rates the forwarder. Each order stops at one stage, so the demo shows a trip in
 * every status, files accepted and rejected, consignment notes (a CMR note on the
 * international routes) and ratings both ways.
 */

export const TRIP_STAGES = [
  'LOADING',
  'IN_TRANSIT',
  'UNLOADING',
  'DELIVERED',
  'PAYMENT_SENT',
  'COMPLETED',
  'RATED_BOTH_WAYS',
] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

export interface TripPeople {
  forwarder: AuthUser;
  carrier: AuthUser;
  logistician: AuthUser;
}

export interface DemoTrip {
  stage: TripStage;
  sealNumber: string;
  /** The agreed price: what the forwarder pays. */
  price: number;
  /** The first invoice is rejected (no stamp) and a second one accepted. */
  invoiceRejectedOnce?: boolean;
  reservation?: string;
  rating?: { ofCarrier: number; ofForwarder?: number };
}

const NO_META = { ip: '127.0.0.1', userAgent: 'demo seed' };
const reached = (trip: DemoTrip, stage: TripStage) =>
  TRIP_STAGES.indexOf(trip.stage) >= TRIP_STAGES.indexOf(stage);

const PHOTO_COLOURS: Record<'CARGO_PHOTO' | 'SEAL_PHOTO', [number, number, number]> = {
  CARGO_PHOTO: [120, 150, 190],
  SEAL_PHOTO: [200, 60, 50],
};

async function fileBytes(type: UploadableOrderFileType, orderNumber: string, note: string) {
  if (type === 'CARGO_PHOTO' || type === 'SEAL_PHOTO') {
    return { bytes: demoPng(PHOTO_COLOURS[type]), name: `${type.toLowerCase()}.png` };
  }
  const title = type === 'INVOICE' ? 'Invoice' : 'Payment order';
  const bytes = await demoPdf(`${title} - ${orderNumber}`, [note, `Order ${orderNumber}`]);
  return { bytes, name: `${type.toLowerCase()}-${orderNumber}.pdf` };
}

export async function seedDemoTrip(
  deps: ServiceDeps,
  people: TripPeople,
  order: { id: string; number: string },
  trip: DemoTrip,
): Promise<void> {
  const { forwarder, carrier, logistician } = people;
  const { id: orderId, number: orderNumber } = order;
  let view: TripView = await getTrip(deps, forwarder, orderId);

  const upload = async (actor: AuthUser, type: UploadableOrderFileType, note = '') => {
    const { bytes, name } = await fileBytes(type, orderNumber, note);
    const blob = await storeBlob(deps.files, Readable.from([Buffer.from(bytes)]), name, {
      allowedContentTypes: DOCUMENT_CONTENT_TYPES,
    });
    return uploadOrderFile(deps, actor, orderId, { type, blob }, NO_META);
  };
  const review = async (
    actor: AuthUser,
    file: { id: string; type: UploadableOrderFileType; version: number },
    reason?: string,
  ) => {
    view = await reviewOrderFile(
      deps,
      actor,
      orderId,
      file.id,
      {
        decision: reason ? FileReviewDecision.REJECT : FileReviewDecision.ACCEPT,
        fileType: file.type,
        reason: reason ?? null,
        version: file.version,
      },
      NO_META,
    );
  };
  const step = async (action: CarrierTripAction, sealNumber?: string) => {
    const version = (await getTrip(deps, logistician, orderId)).version;
    view = await recordTripStep(
      deps,
      logistician,
      orderId,
      action,
      sealNumber ? { version, sealNumber } : { version },
      NO_META,
    );
  };

  await step(OrderAction.START_LOADING);
  if (!reached(trip, 'IN_TRANSIT')) return;
  const cargo = await upload(logistician, 'CARGO_PHOTO');
  const seal = await upload(logistician, 'SEAL_PHOTO');
  await review(forwarder, { id: cargo.id, type: 'CARGO_PHOTO', version: cargo.version });
  await review(forwarder, { id: seal.id, type: 'SEAL_PHOTO', version: seal.version });
  await step(OrderAction.DEPART_LOADING, trip.sealNumber);
  if (!reached(trip, 'UNLOADING')) return;
  await step(OrderAction.START_UNLOADING, trip.sealNumber);
  if (!reached(trip, 'DELIVERED')) return;
  if (trip.invoiceRejectedOnce) {
    const unstamped = await upload(logistician, 'INVOICE', 'Draft without stamp');
    await review(
      forwarder,
      { id: unstamped.id, type: 'INVOICE', version: unstamped.version },
      'Счёт-фактура без печати и подписи, загрузите подписанную копию',
    );
  }
  const invoice = await upload(logistician, 'INVOICE', 'Signed and stamped');
  await step(OrderAction.DEPART_UNLOADING);
  await review(forwarder, { id: invoice.id, type: 'INVOICE', version: invoice.version });
  if (trip.reservation !== undefined) {
    view = await confirmDelivery(
      deps,
      forwarder,
      orderId,
      { version: view.version, reservation: trip.reservation },
      NO_META,
    );
  }
  if (!reached(trip, 'PAYMENT_SENT')) return;
  const receipt = await upload(forwarder, 'PAYMENT_RECEIPT', `Paid ${trip.price} KZT`);
  view = await sendPayment(
    deps,
    forwarder,
    orderId,
    { version: view.version, amount: trip.price, currency: 'KZT', comment: null },
    NO_META,
  );
  if (!reached(trip, 'COMPLETED')) return;
  await review(carrier, {
    id: receipt.id,
    type: 'PAYMENT_RECEIPT',
    version: receipt.version,
  });
  await completeOrder(
    deps,
    forwarder,
    orderId,
    {
      version: view.version,
      score: trip.rating?.ofCarrier ?? 5,
      comment: 'Груз доставлен вовремя и без повреждений, водитель на связи',
    },
    NO_META,
  );
  if (!reached(trip, 'RATED_BOTH_WAYS') || trip.rating?.ofForwarder === undefined) return;
  await rateForwarder(
    deps,
    carrier,
    orderId,
    { score: trip.rating.ofForwarder, comment: 'Оплата в срок, документы в порядке' },
    NO_META,
  );
}
