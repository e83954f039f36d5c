import { CARRIER_SIDE_ROLES, CompanyStatus, PLATFORM_ROLES, Role } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError, accessDenied } from '../../platform/errors/app-error.js';
import { requireOwnCompany } from '../companies/access.js';

/**
 * Who may do what with the fleet. Every service calls one of these first; the route guards only
 * keep out the wrong kinds of account.
 */
/** The carrier's owner and its logisticians manage the carrier's drivers and vehicles. */
export const FLEET_MANAGER_ROLES: readonly Role[] = CARRIER_SIDE_ROLES;
/** The security service vets drivers, blacklists them and records fines. */
export const DRIVER_REVIEWER_ROLES: readonly Role[] = [Role.CB];
/** Platform staff read every driver. */
export const DRIVER_READER_ROLES: readonly Role[] = PLATFORM_ROLES;

export function assertFleetRole(actor: AuthUser, roles: readonly Role[]): void {
  if (!roles.includes(actor.role)) throw accessDenied();
}

/** The carrier a fleet manager works for; it must be approved by the security service. */
export interface CarrierScope {
  companyId: string;
  companyName: string;
}

export async function requireCarrierScope(db: DbExecutor, actor: AuthUser): Promise<CarrierScope> {
  assertFleetRole(actor, FLEET_MANAGER_ROLES);
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== 'CARRIER') throw accessDenied();
  if (company.status !== CompanyStatus.APPROVED) throw new AppError('REGISTRATION_NOT_APPROVED');
  return { companyId: company.id, companyName: company.name };
}
