import {
  DriverHistoryAction,
  DriverStatus,
  type CreateDriverRequest,
  type DriverDetail,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { auditedDriver } from './audited-driver.js';
import { recordDriverFiles, type DriverFiles } from './driver-files.js';
import { notifyReviewersOfDriver } from './driver-notices.js';
import { loadDriverDetail } from './driver-view.js';
import { assertIinAvailable } from './iin-availability.js';
import { insertDriver, insertDriverEvent } from './repo.js';

/**
 * A carrier adds a driver by IIN, with the photo and the identity document already in the file
 * store. In one transaction: the file records, the driver (pending approval), the history, the
 * audit row and the security service's notifications. The caller removes the stored files when
 * this fails, so a failed addition leaves nothing behind.
 */
export async function createDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: CreateDriverRequest,
  files: DriverFiles,
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'manage:driver:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const driver = await deps.db.transaction(async (tx) => {
    await assertIinAvailable(tx, request.iin);
    const fileIds = await recordDriverFiles(tx, files, {
      companyId: scope.companyId,
      userId: actor.id,
    });
    const created = await insertDriver(tx, {
      companyId: scope.companyId,
      iin: request.iin,
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
      status: DriverStatus.PENDING_APPROVAL,
      identityNumber: request.identityDocument.number,
      identityIssueDate: request.identityDocument.issueDate,
      identityExpiryDate: request.identityDocument.expiryDate,
      identityIssuedBy: request.identityDocument.issuedBy,
      registeredAddress: request.identityDocument.registeredAddress,
      licenceNumber: request.licence.number,
      licenceCategories: request.licence.categories,
      licenceExpiryDate: request.licence.expiryDate,
      ...fileIds,
      createdBy: actor.id,
    });
    await insertDriverEvent(tx, {
      driverId: created.id,
      action: DriverHistoryAction.SUBMITTED,
      actorUserId: actor.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'driver',
      entityId: created.id,
      action: 'driver.created',
      after: auditedDriver(created),
      ip: meta.ip,
    });
    await notifyReviewersOfDriver(tx, created, scope.companyName, DriverHistoryAction.SUBMITTED);
    return created;
  });
  return loadDriverDetail(deps.db, { driver, companyName: scope.companyName });
}
