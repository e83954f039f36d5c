import {
  ratingSummaryOf,
  type CompanyDetail,
  type CompanyKind,
  type CompanyOwner,
  type CompanyProfile,
  type CompanySummary,
  type Employee,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import {
  findCompanyOwner,
  listCompanyStaff,
  listCurrentDocuments,
  listReviewHistory,
  type CompanyRow,
  type UserRow,
} from './company-repo.js';
import { readTogether } from '../../db/read-together.js';
import { loadTrustScore } from '../ratings/company-trust-score.js';

/** The API's shapes of companies and people; dates leave as ISO strings. */
export function toOwner(user: UserRow): CompanyOwner {
  return {
    id: user.id,
    login: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone,
    isActive: user.isActive,
  };
}

export function toEmployee(user: UserRow): Employee {
  return {
    id: user.id,
    login: user.email,
    role: user.role,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    iin: user.iin,
    phone: user.phone,
    canSign: user.canSign,
    isActive: user.isActive,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toCompanySummary(company: CompanyRow, owner: UserRow | null): CompanySummary {
  return {
    id: company.id,
    // Only registered companies reach these views; the platform's own is never listed.
    kind: company.kind as CompanyKind,
    organizationName: company.name,
    bin: company.bin,
    status: company.status,
    reviewComment: company.reviewComment,
    version: company.version,
    createdAt: company.createdAt.toISOString(),
    updatedAt: company.updatedAt.toISOString(),
    owner: owner ? toOwner(owner) : null,
    ratingSummary: ratingSummaryOf(company),
  };
}

/** The company with its owner, documents in force and review history. */
export async function loadCompanyProfile(
  db: DbExecutor,
  company: CompanyRow,
): Promise<CompanyProfile> {
  const [owner, documents, history, trustScore] = await readTogether(db, [
    () => findCompanyOwner(db, company.id),
    () => listCurrentDocuments(db, company.id),
    () => listReviewHistory(db, company.id),
    () => loadTrustScore(db, company.id),
  ]);
  if (!trustScore) throw new Error(`company ${company.id} has no trust score`);
  return {
    ...toCompanySummary(company, owner),
    legalAddress: company.legalAddress,
    actualAddress: company.actualAddress,
    signatoryPosition: company.signatoryPosition,
    documents: documents.map((document) => ({
      id: document.fileId,
      kind: document.kind,
      originalName: document.originalName,
      contentType: document.contentType,
      size: document.size,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      comment: event.comment,
      createdAt: event.createdAt.toISOString(),
      actor: event.actor,
    })),
    trustScore,
  };
}

/** The security service's view: the profile plus the employee table. */
export async function loadCompanyDetail(
  db: DbExecutor,
  company: CompanyRow,
): Promise<CompanyDetail> {
  const [profile, staff] = await readTogether(db, [
    () => loadCompanyProfile(db, company),
    () => listCompanyStaff(db, company.id),
  ]);
  return { ...profile, employees: staff.map(toEmployee) };
}
