import { platformToday, type TruckOffer, type TruckOfferFields } from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { carrierScopeOf } from '../../platform/access/own-company.js';
import { findTruckOffer, insertTruckOffer } from './truck-offer-repo.js';
import { acceptableTruckOffer } from './truck-offer-rules.js';
import { toTruckOffer } from './truck-offer-view.js';

/** A carrier's owner or logistician posts a free truck of its fleet on the capacity board. */
export async function postTruckOffer(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  fields: TruckOfferFields,
  meta: RequestMeta,
): Promise<TruckOffer> {
  assertPermission(actor, 'manage:truck_offer:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const today = platformToday();
  const id = await deps.db.transaction(async (tx) => {
    const values = await acceptableTruckOffer(tx, scope.companyId, fields, today);
    const created = await insertTruckOffer(tx, {
      ...values,
      companyId: scope.companyId,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'truck_offer',
      entityId: created.id,
      action: 'truck_offer.posted',
      after: values,
      ip: meta.ip,
    });
    return created.id;
  });
  const found = await findTruckOffer(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toTruckOffer(found, today);
}
