import { CompanyStatus, type CompanyProfile, type UpdateCompanyRequest } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import { requireOwnedCompany } from '../../../platform/access/own-company.js';
import {
  binInUse,
  findCompanyForUpdate,
  findCompanyOwner,
  insertReviewEvent,
  updateCompanyIfVersion,
} from '../company-repo.js';
import { loadCompanyProfile } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { notifyReviewersOfSubmission } from '../review-notices.js';

/**
 * The owner edits the company's data. A new name or BIN is what the security service vetted,
 * so such a change sends the company back to review (its logins then answer 'Registration is
 * not approved' until approved again); addresses and the signatory's position do not.
 */
export async function updateOwnCompany(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: UpdateCompanyRequest,
  meta: RequestMeta,
): Promise<CompanyProfile> {
  assertPermission(actor, 'update:company:own');
  const owned = await requireOwnedCompany(deps.db, actor, { approved: false });
  // A rejected registration is corrected through the review page (PUT /api/registration).
  if (owned.status === CompanyStatus.REJECTED) throw new AppError('REGISTRATION_NOT_APPROVED');
  return deps.db.transaction(async (tx) => {
    const company = await findCompanyForUpdate(tx, owned.id);
    if (!company) throw notFound();
    assertCurrentVersion(company, request.version);
    if (await binInUse(tx, request.bin, company.id)) throw new AppError('BIN_ALREADY_REGISTERED');
    const needsReview = request.organizationName !== company.name || request.bin !== company.bin;
    const updated = await updateCompanyIfVersion(tx, company.id, request.version, {
      name: request.organizationName,
      bin: request.bin,
      legalAddress: request.legalAddress,
      actualAddress: request.actualAddress,
      signatoryPosition: request.signatoryPosition,
      ...(needsReview ? { status: CompanyStatus.PENDING_REVIEW } : {}),
    });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'company',
      entityId: company.id,
      action: 'company.updated',
      before: companyData(company),
      after: companyData(updated),
      ip: meta.ip,
    });
    if (needsReview) {
      await insertReviewEvent(tx, {
        companyId: company.id,
        action: 'CHANGED',
        actorUserId: actor.id,
      });
      const owner = await findCompanyOwner(tx, company.id);
      if (owner) await notifyReviewersOfSubmission(tx, updated, owner);
    }
    return loadCompanyProfile(tx, updated);
  });
}

function companyData(company: {
  name: string;
  bin: string;
  legalAddress: string | null;
  actualAddress: string | null;
  signatoryPosition: string | null;
  status: string;
}) {
  return {
    name: company.name,
    bin: company.bin,
    legalAddress: company.legalAddress,
    actualAddress: company.actualAddress,
    signatoryPosition: company.signatoryPosition,
    status: company.status,
  };
}
