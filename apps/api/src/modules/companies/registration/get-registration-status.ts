import type { CompanyProfile } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { requireOwnedCompany } from '../access.js';
import { loadCompanyProfile } from '../company-view.js';

/** The owner's view of the review: status, the security service's comment, documents, history. */
export async function getRegistrationStatus(
  db: DbExecutor,
  actor: AuthUser,
): Promise<CompanyProfile> {
  const company = await requireOwnedCompany(db, actor, { approved: false });
  return loadCompanyProfile(db, company);
}
