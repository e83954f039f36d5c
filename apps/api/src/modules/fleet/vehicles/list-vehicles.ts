import type { Vehicle, VehicleListQuery, VehiclePage } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { requireCarrierScope } from '../access.js';
import { findVehicle, findVehiclePage } from './repo.js';
import { toVehicle } from './vehicle-view.js';

/** `/company-auto`: only the carrier's own vehicles. */
export async function listVehicles(
  db: DbExecutor,
  actor: AuthUser,
  query: VehicleListQuery,
): Promise<VehiclePage> {
  const scope = await requireCarrierScope(db, actor);
  const { rows, total } = await findVehiclePage(db, scope.companyId, query);
  return { items: rows.map(toVehicle), total, page: query.page, pageSize: query.pageSize };
}

export async function getVehicle(db: DbExecutor, actor: AuthUser, id: string): Promise<Vehicle> {
  const scope = await requireCarrierScope(db, actor);
  const found = await findVehicle(db, id, scope.companyId);
  if (!found) throw notFound();
  return toVehicle(found);
}
