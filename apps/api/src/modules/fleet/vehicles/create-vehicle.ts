import type { CreateVehicleRequest, Vehicle } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { findVehicle, insertVehicle } from './repo.js';
import { toVehicle } from './vehicle-view.js';
import { assertVehicleAcceptable, vehicleValues } from './vehicle-rules.js';

/** A carrier adds a vehicle by plate number and tech passport number. */
export async function createVehicle(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: CreateVehicleRequest,
  meta: RequestMeta,
): Promise<Vehicle> {
  assertPermission(actor, 'manage:vehicle:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const id = await deps.db.transaction(async (tx) => {
    await assertVehicleAcceptable(tx, scope.companyId, request);
    const created = await insertVehicle(tx, {
      companyId: scope.companyId,
      ...vehicleValues(request),
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'vehicle',
      entityId: created.id,
      action: 'vehicle.created',
      after: vehicleValues(request),
      ip: meta.ip,
    });
    return created.id;
  });
  const found = await findVehicle(deps.db, id, scope.companyId);
  if (!found) throw notFound();
  return toVehicle(found);
}
