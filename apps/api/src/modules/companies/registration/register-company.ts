import {
  CompanyStatus,
  type CompanyKind,
  type RegistrationRequest,
  type RegistrationResponse,
} from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { ownerRoleOf } from '../../../platform/access/record-scopes.js';
import { emailInUse, insertAccount } from '../../../platform/accounts/account-repo.js';
import { binInUse, insertReviewEvent } from '../company-repo.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { setCompanyDocuments } from '../documents.js';
import { notifyReviewersOfSubmission } from '../review-notices.js';
import { insertAgreementAcceptance, insertPendingCompany } from './repo.js';

/**
 * Registers a forwarder or a carrier in one transaction: the company (pending review), its
 * owner account, the staged documents, the agreement acceptance, the first history row, an
 * audit row and a notification to every active security-service account.
 */
export async function registerCompany(
  deps: Pick<ServiceDeps, 'db' | 'log'>,
  kind: CompanyKind,
  request: RegistrationRequest,
  meta: RequestMeta,
): Promise<RegistrationResponse> {
  // A public endpoint: no access check. Cheap duplicate checks first, before the hashing work;
  // the unique indexes catch what slips between here and the insert.
  if (await binInUse(deps.db, request.bin)) throw new AppError('BIN_ALREADY_REGISTERED');
  if (await emailInUse(deps.db, request.email)) throw new AppError('EXPEDITOR_ALREADY_EXISTS');
  const passwordHash = await hashPassword(request.password);

  return deps.db.transaction(async (tx) => {
    const company = await insertPendingCompany(tx, {
      kind,
      name: request.organizationName,
      bin: request.bin,
      legalAddress: request.legalAddress,
      actualAddress: request.actualAddress,
      signatoryPosition: request.signatoryPosition,
    });
    const owner = await insertAccount(tx, {
      companyId: company.id,
      role: ownerRoleOf(kind),
      email: request.email,
      passwordHash,
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
      canSign: true,
    });
    await setCompanyDocuments(tx, { companyId: company.id, userId: owner.id }, request.documents);
    try {
      await insertAgreementAcceptance(tx, {
        userId: owner.id,
        companyId: company.id,
        ip: meta.ip,
        userAgent: meta.userAgent,
      });
    } catch (error) {
      deps.log.error({ err: error }, 'agreement acceptance not recorded');
      throw new AppError('AGREEMENT_NOT_RECORDED');
    }
    await insertReviewEvent(tx, {
      companyId: company.id,
      action: 'SUBMITTED',
      actorUserId: owner.id,
    });
    await recordAudit(tx, {
      actorUserId: owner.id,
      entityType: 'company',
      entityId: company.id,
      action: 'company.registered',
      after: { kind, name: company.name, bin: company.bin, owner: owner.email },
      ip: meta.ip,
    });
    await notifyReviewersOfSubmission(tx, company, owner);
    return { companyId: company.id, kind, status: CompanyStatus.PENDING_REVIEW };
  });
}
