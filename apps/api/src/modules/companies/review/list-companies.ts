import type { CompanyListQuery, CompanyPage } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertRole, COMPANY_READER_ROLES } from '../access.js';
import { toCompanySummary } from '../company-view.js';
import { findCompanyPage } from './repo.js';

/** The security service's lists: `/expeditors` and `/carriers`, pending or all, searchable. */
export async function listCompanies(
  db: DbExecutor,
  actor: AuthUser,
  query: CompanyListQuery,
): Promise<CompanyPage> {
  assertRole(actor, COMPANY_READER_ROLES);
  const { rows, total } = await findCompanyPage(db, query);
  return {
    items: rows.map((row) => toCompanySummary(row.company, row.owner)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
