import { CompanyKind, type CompanyDetail } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { findCompany } from '../company-repo.js';
import { loadCompanyDetail } from '../company-view.js';
import { findCompanyByOwnerLogin } from './repo.js';

/** A registered company as the security service reviews it (`/view-carrier/{id}`). */
export async function getCompanyDetail(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  companyId: string,
): Promise<CompanyDetail> {
  assertPermission(actor, 'read:company:any');
  const company = await findCompany(db, companyId);
  if (!company || company.kind === 'PLATFORM') throw notFound();
  return loadCompanyDetail(db, company);
}

/** The same, found by the owner's login (`/expeditor/{login}`); forwarders only. */
export async function getForwarderDetailByLogin(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  login: string,
): Promise<CompanyDetail> {
  assertPermission(actor, 'read:company:any');
  const company = await findCompanyByOwnerLogin(db, login, CompanyKind.FORWARDER);
  if (!company) throw notFound();
  return loadCompanyDetail(db, company);
}
