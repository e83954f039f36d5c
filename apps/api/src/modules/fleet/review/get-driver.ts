import type { DriverDetail } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { assertFleetRole, DRIVER_READER_ROLES } from '../access.js';
import { loadDriverDetail } from '../drivers/driver-view.js';
import { findDriver, findDriversByIin } from '../drivers/repo.js';

/** `/driver/{id}` for platform staff: any carrier's driver. */
export async function getDriver(
  db: DbExecutor,
  actor: AuthUser,
  driverId: string,
): Promise<DriverDetail> {
  assertFleetRole(actor, DRIVER_READER_ROLES);
  const found = await findDriver(db, driverId);
  if (!found) throw notFound();
  return loadDriverDetail(db, found);
}

/**
 * `/view-driver/{login}`: drivers have no account, so their login is their IIN. A person
 * retired by one carrier and driving for another has two records; the one in a fleet is shown.
 */
export async function getDriverByIin(
  db: DbExecutor,
  actor: AuthUser,
  iin: string,
): Promise<DriverDetail> {
  assertFleetRole(actor, DRIVER_READER_ROLES);
  const [current] = await findDriversByIin(db, iin);
  if (!current) throw notFound();
  return loadDriverDetail(db, current);
}
