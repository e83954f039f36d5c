import {
  effectiveTruckOfferStatus,
  platformToday,
  TruckOfferStatus,
  type TruckOffer,
} from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { carrierScopeOf } from '../../platform/access/own-company.js';
import { findTruckOffer, updateTruckOfferIfVersion } from './truck-offer-repo.js';
import { toTruckOffer } from './truck-offer-view.js';

/** The carrier takes its active offer off the board (kept, as WITHDRAWN). */
export async function withdrawTruckOffer(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  version: number,
  meta: RequestMeta,
): Promise<TruckOffer> {
  assertPermission(actor, 'manage:truck_offer:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const today = platformToday();
  const before = await findTruckOffer(deps.db, id, scope.companyId);
  if (!before) throw notFound();
  if (effectiveTruckOfferStatus(before.offer, today) !== TruckOfferStatus.ACTIVE) {
    throw new AppError('TRUCK_OFFER_NOT_ACTIVE');
  }
  await deps.db.transaction(async (tx) => {
    const after = await updateTruckOfferIfVersion(tx, id, version, {
      status: TruckOfferStatus.WITHDRAWN,
    });
    if (!after) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'truck_offer',
      entityId: id,
      action: 'truck_offer.withdrawn',
      before: { status: before.offer.status },
      after: { status: after.status },
      ip: meta.ip,
    });
  });
  const found = await findTruckOffer(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toTruckOffer(found, today);
}
