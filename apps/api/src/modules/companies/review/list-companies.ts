import type { CompanyListQuery, CompanyPage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { toCompanySummary } from '../company-view.js';
import { findCompanyPage } from './repo.js';

/** The security service's lists: `/expeditors` and `/carriers`, pending or all, searchable. */
export async function listCompanies(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: CompanyListQuery,
): Promise<CompanyPage> {
  assertPermission(actor, 'read:company:any');
  const { rows, total } = await findCompanyPage(db, query);
  return {
    items: rows.map((row) => toCompanySummary(row.company, row.owner)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
