import type { NotificationType, TripView } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import { notifications } from '../src/db/schema.js';
import type { SignedInAccount } from './company-factory.js';
import { insertDeparturePhotos, insertOrderFile } from './order-file-factory.js';

/**
 * The trip's step factories: the carrier's steps through the real API, failing loudly unless
 * they work, so a test reaches the status it needs in one line.
 */
export type CarrierStepPath =
  'start-loading' | 'depart-loading' | 'start-unloading' | 'depart-unloading';

export function postTripStep(
  app: App,
  account: SignedInAccount,
  orderId: string,
  path: CarrierStepPath | 'confirm-delivery',
  payload: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/trip/${path}`,
    headers: account.headers,
    payload,
  });
}

export async function readTrip(
  app: App,
  account: SignedInAccount,
  orderId: string,
): Promise<TripView> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/trip`,
    headers: account.headers,
  });
  if (response.statusCode !== 200) {
    throw new Error(`trip not read: ${response.statusCode} ${response.body}`);
  }
  return response.json<TripView>();
}

/** Records a step at the version the carrier reads, and fails loudly unless it works. */
export async function tripStep(
  app: App,
  carrier: SignedInAccount,
  orderId: string,
  path: CarrierStepPath,
  extra: {
    actualAt?: string;
    sealNumber?: string;
    sealRechecked?: boolean;
    sealPhotoId?: string;
  } = {},
): Promise<TripView> {
  const { version } = await readTrip(app, carrier, orderId);
  const response = await postTripStep(app, carrier, orderId, path, { version, ...extra });
  if (response.statusCode !== 200) {
    throw new Error(`${path} refused: ${response.statusCode} ${response.body}`);
  }
  return response.json<TripView>();
}

/** Takes a signed order to IN_TRANSIT: loading started, photos attached, departed with a seal. */
export async function departedOrder(
  app: App,
  carrier: SignedInAccount,
  orderId: string,
  sealNumber = 'KZ 0001234',
): Promise<TripView> {
  await tripStep(app, carrier, orderId, 'start-loading');
  await insertDeparturePhotos(app, orderId, carrier);
  return tripStep(app, carrier, orderId, 'depart-loading', { sealNumber });
}

/** Takes a signed order to DELIVERED, with the same seal found and an invoice attached. */
export async function deliveredOrder(
  app: App,
  carrier: SignedInAccount,
  orderId: string,
): Promise<TripView> {
  await departedOrder(app, carrier, orderId, 'KZ 0001234');
  await tripStep(app, carrier, orderId, 'start-unloading', { sealNumber: 'kz-0001234' });
  await insertOrderFile(app, { orderId, type: 'INVOICE', uploader: carrier });
  return tripStep(app, carrier, orderId, 'depart-unloading');
}

/** The params of the notifications of one type a user got. */
export async function noticeParams(
  app: App,
  account: SignedInAccount,
  type: NotificationType,
): Promise<Record<string, unknown>[]> {
  const rows = await app.database.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(and(eq(notifications.userId, account.user.id), eq(notifications.type, type)));
  return rows.map((row) => row.params as Record<string, unknown>);
}
