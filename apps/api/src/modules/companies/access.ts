import {
  CompanyKind,
  CompanyStatus,
  isCompanyOwnerRole,
  Role,
  type CompanyOwnerRole,
} from '@freight/shared';
import { companyKindOfOwner } from '../../platform/access/record-scopes.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError, accessDenied, notFound } from '../../platform/errors/app-error.js';
import type { DbExecutor } from '../../db/client.js';
import { findCompany, type CompanyRow } from './company-repo.js';

/**
 * Which company the caller acts for. Who may do what is the permission table's
 * (packages/shared/src/auth/permissions.ts), checked first by every service; these find the
 * caller's own records after that check.
 */
export function ownerRoleOf(kind: CompanyKind): CompanyOwnerRole {
  return kind === CompanyKind.FORWARDER ? Role.FORWARDER : Role.DRIVER_COMPANY;
}

/** The company the signed-in user belongs to; a user without one has nothing to see here. */
export async function requireOwnCompany(db: DbExecutor, actor: AuthUser): Promise<CompanyRow> {
  if (!actor.companyId) throw accessDenied();
  const company = await findCompany(db, actor.companyId);
  if (!company) throw notFound();
  // The platform's own company (security service) is no registered company.
  if (company.kind === 'PLATFORM') throw accessDenied();
  return company;
}

/** The owner's own company; `approved` also demands that the security service approved it. */
export async function requireOwnedCompany(
  db: DbExecutor,
  actor: AuthUser,
  options: { approved: boolean },
): Promise<CompanyRow> {
  if (!isCompanyOwnerRole(actor.role)) throw accessDenied();
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== companyKindOfOwner(actor.role)) {
    throw accessDenied();
  }
  if (options.approved && company.status !== CompanyStatus.APPROVED) {
    throw new AppError('REGISTRATION_NOT_APPROVED');
  }
  return company;
}
