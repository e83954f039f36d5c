import {
  CompanyStatus,
  type CompanyProfile,
  type RegistrationResubmitRequest,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import { requireOwnedCompany } from '../../../platform/access/own-company.js';
import { updateAccount } from '../../../platform/accounts/account-repo.js';
import {
  binInUse,
  findCompanyForUpdate,
  insertReviewEvent,
  updateCompanyIfVersion,
} from '../company-repo.js';
import { loadCompanyProfile } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { setCompanyDocuments } from '../documents.js';
import { notifyReviewersOfSubmission } from '../review-notices.js';

/**
 * A rejected owner corrects the registration and sends it back: the company returns to
 * pending review, a RESUBMITTED history row is kept, and the security service is told.
 */
export async function resubmitRegistration(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: RegistrationResubmitRequest,
  meta: RequestMeta,
): Promise<CompanyProfile> {
  assertPermission(actor, 'manage:registration:own');
  const owned = await requireOwnedCompany(deps.db, actor, { approved: false });
  return deps.db.transaction(async (tx) => {
    const company = await findCompanyForUpdate(tx, owned.id);
    if (!company) throw notFound();
    if (company.status !== CompanyStatus.REJECTED) throw new AppError('REGISTRATION_NOT_REJECTED');
    assertCurrentVersion(company, request.version);
    if (await binInUse(tx, request.bin, company.id)) throw new AppError('BIN_ALREADY_REGISTERED');

    const updated = await updateCompanyIfVersion(tx, company.id, request.version, {
      name: request.organizationName,
      bin: request.bin,
      legalAddress: request.legalAddress,
      actualAddress: request.actualAddress,
      signatoryPosition: request.signatoryPosition,
      status: CompanyStatus.PENDING_REVIEW,
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    const owner = await updateAccount(tx, actor.id, null, {
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
    });
    if (!owner) throw notFound();
    await setCompanyDocuments(tx, { companyId: company.id, userId: owner.id }, request.documents);
    await insertReviewEvent(tx, {
      companyId: company.id,
      action: 'RESUBMITTED',
      actorUserId: owner.id,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'company',
      entityId: company.id,
      action: 'company.resubmitted',
      before: { name: company.name, bin: company.bin, status: company.status },
      after: { name: updated.name, bin: updated.bin, status: updated.status },
      ip: meta.ip,
    });
    await notifyReviewersOfSubmission(tx, updated, owner);
    return loadCompanyProfile(tx, updated);
  });
}
