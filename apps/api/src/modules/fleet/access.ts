import { CompanyStatus } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError, accessDenied } from '../../platform/errors/app-error.js';
import { requireOwnCompany } from '../companies/access.js';

/** The carrier a fleet manager works for: what its queries are limited to. */
export interface CarrierScope {
  companyId: string;
  companyName: string;
}

/**
 * The caller's own carrier, which the security service must have approved. Who may manage a
 * fleet is the permission table's (`read:driver:own`, `manage:vehicle:own`, …), checked first.
 */
export async function carrierScopeOf(db: DbExecutor, actor: AuthUser): Promise<CarrierScope> {
  const company = await requireOwnCompany(db, actor);
  if (company.kind !== 'CARRIER') throw accessDenied();
  if (company.status !== CompanyStatus.APPROVED) throw new AppError('REGISTRATION_NOT_APPROVED');
  return { companyId: company.id, companyName: company.name };
}
