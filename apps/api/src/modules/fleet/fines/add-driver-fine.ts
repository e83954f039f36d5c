import type { DriverDetail, DriverFineRequest } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { loadDriverDetail } from '../drivers/driver-view.js';
import { findDriver } from '../drivers/repo.js';
import { insertDriverFine } from './repo.js';

/** The security service records a fine; the driver view lists it and the totals per currency. */
export async function addDriverFine(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  request: DriverFineRequest,
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'create:driver_fine:any');
  const found = await findDriver(deps.db, driverId);
  if (!found) throw notFound();
  await deps.db.transaction(async (tx) => {
    const fine = await insertDriverFine(tx, {
      driverId,
      amount: request.amount,
      currency: request.currency,
      finedOn: request.finedOn,
      description: request.description,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'driver',
      entityId: driverId,
      action: 'driver.fined',
      after: { fineId: fine.id, ...request },
      ip: meta.ip,
    });
  });
  return loadDriverDetail(deps.db, found);
}
