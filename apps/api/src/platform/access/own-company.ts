import { CompanyKind, CompanyStatus, isCompanyOwnerRole } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../auth/access-token.js';
import { AppError, accessDenied, notFound } from '../errors/app-error.js';
import { findCompanyRecord, type CompanyRecord } from './access-repo.js';
import { companyKindOfOwner } from './record-scopes.js';

/**
 * The `own` scope: which company the caller acts for. Who may do what is the permission
 * table's, checked first by every service; these find the caller's own company after that
 * check, and refuse one that is not the kind (or not yet approved) the action needs.
 */

/** The company the signed-in user belongs to; a user without one has nothing to see here. */
export async function requireOwnCompany(db: DbExecutor, actor: AuthUser): Promise<CompanyRecord> {
  if (!actor.companyId) throw accessDenied();
  const company = await findCompanyRecord(db, actor.companyId);
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
): Promise<CompanyRecord> {
  if (!isCompanyOwnerRole(actor.role)) throw accessDenied();
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== companyKindOfOwner(actor.role)) throw accessDenied();
  if (options.approved && company.status !== CompanyStatus.APPROVED) {
    throw new AppError('REGISTRATION_NOT_APPROVED');
  }
  return company;
}

/** The carrier a fleet manager works for: what its queries are limited to. */
export interface CarrierScope {
  companyId: string;
  companyName: string;
}

/**
 * The caller's own carrier, which the security service must have approved (drivers,
 * vehicles, truck offers, the carrier's matches).
 */
export async function carrierScopeOf(db: DbExecutor, actor: AuthUser): Promise<CarrierScope> {
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== CompanyKind.CARRIER) throw accessDenied();
  if (company.status !== CompanyStatus.APPROVED) throw new AppError('REGISTRATION_NOT_APPROVED');
  return { companyId: company.id, companyName: company.name };
}

/**
 * The caller's own forwarder company (its pool of carriers); `approved` also demands that the
 * security service approved it.
 */
export async function forwarderScopeOf(
  db: DbExecutor,
  actor: AuthUser,
  options: { approved: boolean },
): Promise<CompanyRecord> {
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== CompanyKind.FORWARDER) throw accessDenied();
  if (options.approved && company.status !== CompanyStatus.APPROVED) {
    throw new AppError('REGISTRATION_NOT_APPROVED');
  }
  return company;
}
