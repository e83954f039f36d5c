import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  isCompanyOwnerRole,
  isRoleIn,
  PLATFORM_ROLES,
  ratingSummaryOf,
  type Role,
  type Account,
  type Permission,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { DbExecutor } from '../../db/client.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { loadTrustScore } from '../ratings/company-trust-score.js';
import { findUserWithCompanyById, type UserWithCompany } from './user-repo.js';

/**
 * The spec's ACCOUNT_DATA. A forwarder-side account names its company `organizationName`, a
 * carrier-side account `companyName` (the top bar shows whichever is set). Carriers are rated
 * as a company; a forwarder too once carriers rated its completed orders (issue 9), before that
 * personally. `ratingSummary` and `trustScore` are the company's; staff have neither.
 */
export function toAccount(
  { user, company }: UserWithCompany,
  trustScore: number | null = null,
): Account {
  const role = user.role as Role;
  const isCarrierSide = isRoleIn(role, CARRIER_SIDE_ROLES);
  const isForwarderSide = isRoleIn(role, FORWARDER_SIDE_ROLES);
  const companyRated = company !== null && company.ratingCount > 0;
  const isCompanyAccount = company !== null && !isRoleIn(role, PLATFORM_ROLES);
  return {
    id: user.id,
    login: user.email,
    roleType: role,
    fname: user.firstName,
    lname: user.lastName,
    sname: user.middleName,
    phoneNumber: user.phone,
    rating: isCarrierSide || companyRated ? (company?.rating ?? null) : user.rating,
    ratingSummary: isCompanyAccount ? ratingSummaryOf(company) : null,
    trustScore: isCompanyAccount ? trustScore : null,
    organizationName: isForwarderSide ? (company?.name ?? null) : null,
    companyName: isCarrierSide ? (company?.name ?? null) : null,
    companyBIN: company?.bin ?? null,
    legalAddress: company?.legalAddress ?? null,
    actualAddress: company?.actualAddress ?? null,
    companyId: company?.id ?? null,
    companyStatus: company?.status ?? null,
    canSign: isCompanyOwnerRole(role) || user.canSign,
  };
}

/** The permissions of the account paths: one for every role, one per portal of the spec. */
export type AccountPermission = Extract<
  Permission,
  | 'read:account:self'
  | 'read:expeditor_account:self'
  | 'read:cb_account:self'
  | 'read:driver_company_account:self'
>;

/** The signed-in user's account; a session outliving its account is no session. */
export async function getAccount(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  permission: AccountPermission,
): Promise<Account> {
  assertPermission(actor, permission);
  const found = await findUserWithCompanyById(db, actor.id);
  if (!found) throw new AppError('UNAUTHORIZED');
  if (!found.user.isActive) throw new AppError('ACCOUNT_DEACTIVATED');
  return toAccount(found, await companyTrustScore(db, found));
}

/** The company's trust score for the account; null for staff and the platform's company. */
export async function companyTrustScore(
  db: DbExecutor,
  { user, company }: UserWithCompany,
): Promise<number | null> {
  if (!company || isRoleIn(user.role as Role, PLATFORM_ROLES)) return null;
  return (await loadTrustScore(db, company.id))?.score ?? null;
}
