import { MAX_MATCHING_ORDERS, type MatchingOrders } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { carrierScopeOf } from '../../platform/access/own-company.js';
import { findOrdersSuitingTruck } from './truck-matching-repo.js';
import { findTruckOffer } from './truck-offer-repo.js';

/**
 * The published orders one of the carrier's offers suits (`truckSuitsLoad`), soonest loading
 * first. Only its own offers: another carrier's answers 404.
 */
export async function findMatchingOrders(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  offerId: string,
): Promise<MatchingOrders> {
  assertPermission(actor, 'manage:truck_offer:own');
  const scope = await carrierScopeOf(db, actor);
  const found = await findTruckOffer(db, offerId, scope.companyId);
  if (!found) throw notFound();
  const items = await findOrdersSuitingTruck(db, found.offer, scope.companyId, MAX_MATCHING_ORDERS);
  return { items };
}
