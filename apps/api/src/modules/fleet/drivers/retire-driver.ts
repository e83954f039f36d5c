import { DriverHistoryAction, type DriverDetail } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { unassignDriverVehicles } from '../vehicles/repo.js';
import { loadDriverDetail } from './driver-view.js';
import { findDriverForUpdate, insertDriverEvent, updateDriver } from './repo.js';

/**
 * A carrier removes a driver from its fleet. Nothing is deleted: the record keeps its history,
 * fines and any blacklisting, and its vehicles lose the assignment. Removing twice is harmless.
 */
export async function retireDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'manage:driver:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const driver = await deps.db.transaction(async (tx) => {
    const before = await findDriverForUpdate(tx, id, scope.companyId);
    if (!before) throw notFound();
    if (before.retiredAt !== null) return before;
    const after = await updateDriver(tx, id, null, { retiredAt: new Date() });
    if (!after) throw notFound();
    const unassigned = await unassignDriverVehicles(tx, id);
    await insertDriverEvent(tx, {
      driverId: id,
      action: DriverHistoryAction.RETIRED,
      actorUserId: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'driver',
      entityId: id,
      action: 'driver.retired',
      before: { retiredAt: null },
      after: { retiredAt: after.retiredAt, unassignedVehicleIds: unassigned },
      ip: meta.ip,
    });
    return after;
  });
  return loadDriverDetail(deps.db, { driver, companyName: scope.companyName });
}
