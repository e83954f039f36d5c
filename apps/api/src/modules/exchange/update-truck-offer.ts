import {
  platformToday,
  TruckOfferStatus,
  effectiveTruckOfferStatus,
  type TruckOffer,
  type UpdateTruckOfferRequest,
} from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError, notFound } from '../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../platform/errors/version-check.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { carrierScopeOf } from '../../platform/access/own-company.js';
import { findTruckOffer, updateTruckOfferIfVersion } from './truck-offer-repo.js';
import { acceptableTruckOffer } from './truck-offer-rules.js';
import { toTruckOffer } from './truck-offer-view.js';

/** The carrier edits its active offer at the version it read; another's answers 404. */
export async function updateTruckOffer(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  request: UpdateTruckOfferRequest,
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
  assertCurrentVersion(before.offer, request.version);
  await deps.db.transaction(async (tx) => {
    const { version, ...fields } = request;
    const values = await acceptableTruckOffer(
      tx,
      scope.companyId,
      fields,
      today,
      before.offer.availableFrom,
    );
    const after = await updateTruckOfferIfVersion(tx, id, version, values);
    if (!after) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'truck_offer',
      entityId: id,
      action: 'truck_offer.updated',
      before: { ...before.offer },
      after: values,
      ip: meta.ip,
    });
  });
  const found = await findTruckOffer(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toTruckOffer(found, today);
}
