import type { Vehicle, VehicleListQuery, VehiclePage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { findVehicle, findVehiclePage } from './repo.js';
import { toVehicle } from './vehicle-view.js';

/** `/company-auto`: only the carrier's own vehicles. */
export async function listVehicles(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: VehicleListQuery,
): Promise<VehiclePage> {
  assertPermission(actor, 'read:vehicle:own');
  const scope = await carrierScopeOf(db, actor);
  const { rows, total } = await findVehiclePage(db, scope.companyId, query);
  return { items: rows.map(toVehicle), total, page: query.page, pageSize: query.pageSize };
}

export async function getVehicle(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<Vehicle> {
  assertPermission(actor, 'read:vehicle:own');
  const scope = await carrierScopeOf(db, actor);
  const found = await findVehicle(db, id, scope.companyId);
  if (!found) throw notFound();
  return toVehicle(found);
}
