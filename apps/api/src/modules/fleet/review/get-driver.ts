import type { DriverDetail } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { loadDriverDetail } from '../drivers/driver-view.js';
import { findDriver, findDriversByIin } from '../drivers/repo.js';

/** `/driver/{id}` for platform staff: any carrier's driver. */
export async function getDriver(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
): Promise<DriverDetail> {
  assertPermission(actor, 'read:driver:any');
  const found = await findDriver(db, driverId);
  if (!found) throw notFound();
  return loadDriverDetail(db, found);
}

/**
 * `/view-driver/{login}`: drivers have no account, so their login is their IIN. A person
 * retired by one carrier and driving for another has two records; the one in a fleet is shown.
 */
export async function getDriverByIin(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  iin: string,
): Promise<DriverDetail> {
  assertPermission(actor, 'read:driver:any');
  const [current] = await findDriversByIin(db, iin);
  if (!current) throw notFound();
  return loadDriverDetail(db, current);
}
