import type { CompanyProfile } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { requireOwnCompany } from '../access.js';
import { loadCompanyProfile } from '../company-view.js';

/** The company of the signed-in user (owner, employee or logistician): the profile drawer. */
export async function getOwnCompany(db: DbExecutor, actor: AuthUser): Promise<CompanyProfile> {
  const company = await requireOwnCompany(db, actor);
  return loadCompanyProfile(db, company);
}
