import {
  DriverHistoryAction,
  DriverStatus,
  NotificationType,
  type ApproveDriverRequest,
  type DriverDetail,
  type RejectDriverRequest,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { notifyCarrierOfDriver } from '../drivers/driver-notices.js';
import { loadDriverDetail } from '../drivers/driver-view.js';
import {
  findDriver,
  findDriverForUpdate,
  insertDriverEvent,
  updateDriver,
} from '../drivers/repo.js';

type Decision =
  { approved: true; version: number } | { approved: false; version: number; comment: string };

/**
 * The security service's decision on a pending driver. In one transaction: the status (only
 * from PENDING_APPROVAL, only at the version the reviewer saw), a history row with who and the
 * comment, an audit row and the notification of the carrier's owner and logisticians.
 */
async function decideDriverReview(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  decision: Decision,
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'review:driver:any');
  const comment = decision.approved ? null : decision.comment;
  await deps.db.transaction(async (tx) => {
    const current = await findDriverForUpdate(tx, driverId);
    if (!current) throw notFound();
    if (current.retiredAt !== null) throw new AppError('DRIVER_RETIRED');
    if (current.status !== DriverStatus.PENDING_APPROVAL) {
      throw new AppError('DRIVER_NOT_PENDING_APPROVAL');
    }
    assertCurrentVersion(current, decision.version);
    const status = decision.approved ? DriverStatus.APPROVED : DriverStatus.REJECTED;
    const updated = await updateDriver(tx, driverId, decision.version, {
      status,
      reviewComment: comment,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await insertDriverEvent(tx, {
      driverId,
      action: decision.approved ? DriverHistoryAction.APPROVED : DriverHistoryAction.REJECTED,
      actorUserId: actor.id,
      comment,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'driver',
      entityId: driverId,
      action: decision.approved ? 'driver.approved' : 'driver.rejected',
      before: { status: current.status },
      after: { status, comment },
      ip: meta.ip,
    });
    await notifyCarrierOfDriver(
      tx,
      updated,
      decision.approved
        ? { type: NotificationType.DRIVER_APPROVED }
        : { type: NotificationType.DRIVER_REJECTED, comment: decision.comment },
    );
  });
  const found = await findDriver(deps.db, driverId);
  if (!found) throw notFound();
  return loadDriverDetail(deps.db, found);
}

export function approveDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  request: ApproveDriverRequest,
  meta: RequestMeta,
): Promise<DriverDetail> {
  return decideDriverReview(deps, actor, driverId, { approved: true, ...request }, meta);
}

export function rejectDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  driverId: string,
  request: RejectDriverRequest,
  meta: RequestMeta,
): Promise<DriverDetail> {
  return decideDriverReview(deps, actor, driverId, { approved: false, ...request }, meta);
}
