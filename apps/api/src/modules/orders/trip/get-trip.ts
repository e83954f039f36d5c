import type { TripView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { requireDocumentReader } from '../../documents/document-access.js';
import { loadTripView } from './trip-view.js';

/**
 * The trip of an order (docs/api/trip.md): read by the order's two sides and the platform's
 * staff, as its documents are; a carrier that responded but was not chosen, or anyone else,
 * gets 404.
 */
export async function getTrip(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<TripView> {
  assertPermission(actor, 'read:order:party');
  await requireDocumentReader(db, actor, orderId);
  return loadTripView(db, orderId);
}
