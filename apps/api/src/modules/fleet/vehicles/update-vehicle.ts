import type { UpdateVehicleRequest, Vehicle } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { findVehicle, updateVehicle as updateVehicleRow } from './repo.js';
import { toVehicle } from './vehicle-view.js';
import { assertVehicleAcceptable, vehicleValues } from './vehicle-rules.js';

/** A carrier edits its vehicle at the version it read. */
export async function updateVehicle(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  request: UpdateVehicleRequest,
  meta: RequestMeta,
): Promise<Vehicle> {
  assertPermission(actor, 'manage:vehicle:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const before = await findVehicle(deps.db, id, scope.companyId);
  if (!before) throw notFound();
  if (before.vehicle.retiredAt !== null) throw new AppError('VEHICLE_RETIRED');
  assertCurrentVersion(before.vehicle, request.version);
  await deps.db.transaction(async (tx) => {
    await assertVehicleAcceptable(tx, scope.companyId, request, id);
    const after = await updateVehicleRow(tx, id, request.version, vehicleValues(request));
    if (!after) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'vehicle',
      entityId: id,
      action: 'vehicle.updated',
      before: vehicleValues({
        ...before.vehicle,
        assignedDriverId: before.vehicle.assignedDriverId,
      }),
      after: vehicleValues(request),
      ip: meta.ip,
    });
  });
  const found = await findVehicle(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toVehicle(found);
}
