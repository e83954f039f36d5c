import { CompanyKind, type CompanyDetail } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { assertRole, COMPANY_READER_ROLES } from '../access.js';
import { findCompany } from '../company-repo.js';
import { loadCompanyDetail } from '../company-view.js';
import { findCompanyByOwnerLogin } from './repo.js';

/** A registered company as the security service reviews it (`/view-carrier/{id}`). */
export async function getCompanyDetail(
  db: DbExecutor,
  actor: AuthUser,
  companyId: string,
): Promise<CompanyDetail> {
  assertRole(actor, COMPANY_READER_ROLES);
  const company = await findCompany(db, companyId);
  if (!company || company.kind === 'PLATFORM') throw notFound();
  return loadCompanyDetail(db, company);
}

/** The same, found by the owner's login (`/expeditor/{login}`); forwarders only. */
export async function getForwarderDetailByLogin(
  db: DbExecutor,
  actor: AuthUser,
  login: string,
): Promise<CompanyDetail> {
  assertRole(actor, COMPANY_READER_ROLES);
  const company = await findCompanyByOwnerLogin(db, login, CompanyKind.FORWARDER);
  if (!company) throw notFound();
  return loadCompanyDetail(db, company);
}
