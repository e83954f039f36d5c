import {
  DriverHistoryAction,
  DriverStatus,
  type DriverDetail,
  type UpdateDriverRequest,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { auditedDriver } from './audited-driver.js';
import { recordDriverFiles, type DriverFiles } from './driver-files.js';
import { notifyReviewersOfDriver } from './driver-notices.js';
import { loadDriverDetail } from './driver-view.js';
import {
  findDriverForUpdate,
  insertDriverEvent,
  updateDriver as updateDriverRow,
  type DriverChanges,
  type DriverRow,
} from './repo.js';

/**
 * Whether an edit changes who the security service approved: the name, the identity document
 * or licence number, or the photo or identity scan. Phone, address, issuer and expiry dates
 * (a renewed licence keeps its number) change without a new review.
 */
function changesVettedIdentity(before: DriverRow, after: DriverChanges): boolean {
  return (
    before.lastName !== after.lastName ||
    before.firstName !== after.firstName ||
    before.middleName !== after.middleName ||
    before.identityNumber !== after.identityNumber ||
    before.licenceNumber !== after.licenceNumber ||
    after.photoFileId !== undefined ||
    after.identityPdfFileId !== undefined
  );
}

/** What an edit does to the review: a rejected driver goes back, a changed identity too. */
function reviewAfterEdit(
  before: DriverRow,
  changes: DriverChanges,
): typeof DriverHistoryAction.RESUBMITTED | typeof DriverHistoryAction.CHANGED | null {
  if (before.status === DriverStatus.REJECTED) return DriverHistoryAction.RESUBMITTED;
  if (before.status === DriverStatus.APPROVED && changesVettedIdentity(before, changes)) {
    return DriverHistoryAction.CHANGED;
  }
  return null;
}

/**
 * A carrier edits its driver at the version it read; new files are optional and replace the
 * old ones (which stay stored, nothing is deleted). The IIN never changes.
 */
export async function updateDriver(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  request: UpdateDriverRequest,
  files: DriverFiles,
  meta: RequestMeta,
): Promise<DriverDetail> {
  assertPermission(actor, 'manage:driver:own');
  const scope = await carrierScopeOf(deps.db, actor);
  const driver = await deps.db.transaction(async (tx) => {
    const before = await findDriverForUpdate(tx, id, scope.companyId);
    if (!before) throw notFound();
    if (before.retiredAt !== null) throw new AppError('DRIVER_RETIRED');
    assertCurrentVersion(before, request.version);
    const fileIds = await recordDriverFiles(tx, files, {
      companyId: scope.companyId,
      userId: actor.id,
    });
    const edited: DriverChanges = {
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
      identityNumber: request.identityDocument.number,
      identityIssueDate: request.identityDocument.issueDate,
      identityExpiryDate: request.identityDocument.expiryDate,
      identityIssuedBy: request.identityDocument.issuedBy,
      registeredAddress: request.identityDocument.registeredAddress,
      licenceNumber: request.licence.number,
      licenceCategories: request.licence.categories,
      licenceExpiryDate: request.licence.expiryDate,
      ...fileIds,
    };
    const review = reviewAfterEdit(before, edited);
    const after = await updateDriverRow(
      tx,
      id,
      request.version,
      review ? { ...edited, status: DriverStatus.PENDING_APPROVAL } : edited,
    );
    if (!after) throw new AppError('VERSION_CONFLICT');
    if (review) {
      await insertDriverEvent(tx, { driverId: id, action: review, actorUserId: actor.id });
      await notifyReviewersOfDriver(tx, after, scope.companyName, review);
    }
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'driver',
      entityId: id,
      action: 'driver.updated',
      before: auditedDriver(before),
      after: auditedDriver(after),
      ip: meta.ip,
    });
    return after;
  });
  return loadDriverDetail(deps.db, { driver, companyName: scope.companyName });
}
