import {
  DriverHistoryAction,
  NotificationType,
  type BlacklistDriverRequest,
  type DriverDetail,
  type UnblacklistDriverRequest,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { notifyCarrierOfDriver } from '../drivers/driver-notices.js';
import { loadDriverDetail } from '../drivers/driver-view.js';
import {
  findDriver,
  findDriverForUpdate,
  findDriversByIin,
  insertDriverEvent,
  updateDriver,
} from '../drivers/repo.js';

/**
 * Blacklisting concerns the person, not one carrier's record: every record with the driver's
 * IIN (a carrier that retired them, the one they drive for now) is changed together, each
 * with its history and audit rows, and each carrier is notified. The reason is required both
 * ways; the history keeps every one.
 */
async function setBlacklisted(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  change: { blacklisted: boolean; reason: string },
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'review:driver:any');
  await deps.db.transaction(async (tx) => {
    const target = await findDriverForUpdate(tx, driverId);
    if (!target) throw notFound();
    if (target.blacklisted === change.blacklisted) {
      throw new AppError(
        change.blacklisted ? 'DRIVER_ALREADY_BLACKLISTED' : 'DRIVER_NOT_BLACKLISTED',
      );
    }
    const records = await findDriversByIin(tx, target.iin);
    for (const { driver } of records) {
      if (driver.blacklisted === change.blacklisted) continue;
      const locked = driver.id === target.id ? target : await findDriverForUpdate(tx, driver.id);
      if (!locked || locked.blacklisted === change.blacklisted) continue;
      const updated = await updateDriver(tx, locked.id, null, {
        blacklisted: change.blacklisted,
        blacklistReason: change.blacklisted ? change.reason : null,
      });
      if (!updated) throw notFound();
      await insertDriverEvent(tx, {
        driverId: locked.id,
        action: change.blacklisted
          ? DriverHistoryAction.BLACKLISTED
          : DriverHistoryAction.UNBLACKLISTED,
        actorUserId: actor.id,
        comment: change.reason,
      });
      await recordAudit(tx, {
        actorUserId: actor.id,
        entityType: 'driver',
        entityId: locked.id,
        action: change.blacklisted ? 'driver.blacklisted' : 'driver.unblacklisted',
        before: { blacklisted: locked.blacklisted, reason: locked.blacklistReason },
        after: { blacklisted: updated.blacklisted, reason: change.reason },
        ip: meta.ip,
      });
      await notifyCarrierOfDriver(
        tx,
        updated,
        change.blacklisted
          ? { type: NotificationType.DRIVER_BLACKLISTED, reason: change.reason }
          : { type: NotificationType.DRIVER_UNBLACKLISTED, reason: change.reason },
      );
    }
  });
  const found = await findDriver(deps.db, driverId);
  if (!found) throw notFound();
  return loadDriverDetail(deps.db, found);
}

/** 'Driver added to blacklist.' */
export function blacklistDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  request: BlacklistDriverRequest,
  meta: RequestMeta,
): Promise<DriverDetail> {
  return setBlacklisted(deps, actor, driverId, { blacklisted: true, reason: request.reason }, meta);
}

export function unblacklistDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  request: UnblacklistDriverRequest,
  meta: RequestMeta,
): Promise<DriverDetail> {
  return setBlacklisted(
    deps,
    actor,
    driverId,
    { blacklisted: false, reason: request.reason },
    meta,
  );
}
