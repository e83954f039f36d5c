import type { CompanyProfile } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { requireOwnCompany } from '../../../platform/access/own-company.js';
import { loadCompanyProfile } from '../company-view.js';

/** The company of the signed-in user (owner, employee or logistician): the profile drawer. */
export async function getOwnCompany(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<CompanyProfile> {
  assertPermission(actor, 'read:company:own');
  const company = await requireOwnCompany(db, actor);
  return loadCompanyProfile(db, company);
}
