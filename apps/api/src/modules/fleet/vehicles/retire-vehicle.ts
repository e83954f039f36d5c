import type { Vehicle } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { findVehicle, updateVehicle } from './repo.js';
import { toVehicle } from './vehicle-view.js';

/**
 * A carrier removes a vehicle from its fleet (sold, written off). The record stays; its plate
 * and VIN become free for the next owner. Removing twice is harmless.
 */
export async function retireVehicle(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  meta: RequestMeta,
): Promise<Vehicle> {
  assertPermission(actor, 'manage:vehicle:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const before = await findVehicle(deps.db, id, scope.companyId);
  if (!before) throw notFound();
  if (before.vehicle.retiredAt !== null) return toVehicle(before);
  await deps.db.transaction(async (tx) => {
    const after = await updateVehicle(tx, id, null, { retiredAt: new Date() });
    if (!after) throw notFound();
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'vehicle',
      entityId: id,
      action: 'vehicle.retired',
      before: { retiredAt: null },
      after: { retiredAt: after.retiredAt },
      ip: meta.ip,
    });
  });
  const found = await findVehicle(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toVehicle(found);
}
