import type { CompanyProfile } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { requireOwnedCompany } from '../../../platform/access/own-company.js';
import { loadCompanyProfile } from '../company-view.js';

/** The owner's view of the review: status, the security service's comment, documents, history. */
export async function getRegistrationStatus(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<CompanyProfile> {
  assertPermission(actor, 'manage:registration:own');
  const company = await requireOwnedCompany(db, actor, { approved: false });
  return loadCompanyProfile(db, company);
}
