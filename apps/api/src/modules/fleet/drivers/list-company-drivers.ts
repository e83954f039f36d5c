import type { CompanyDriverListQuery, DriverDetail, DriverPage } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { requireCarrierScope } from '../access.js';
import { loadDriverDetail, toDriver } from './driver-view.js';
import { findDriver, findDriverPage } from './repo.js';

/** `/company-drivers`: only the carrier's own drivers, in its fleet unless `retired=true`. */
export async function listCompanyDrivers(
  db: DbExecutor,
  actor: AuthUser,
  query: CompanyDriverListQuery,
): Promise<DriverPage> {
  const scope = await requireCarrierScope(db, actor);
  const { rows, total } = await findDriverPage(
    db,
    {
      companyId: scope.companyId,
      retired: query.retired ?? false,
      ...(query.status ? { status: query.status } : {}),
      ...(query.blacklisted !== undefined ? { blacklisted: query.blacklisted } : {}),
      ...(query.eligible ? { eligible: true } : {}),
      ...(query.q ? { q: query.q } : {}),
    },
    { page: query.page, pageSize: query.pageSize, sort: query.sort ?? '-createdAt' },
  );
  return {
    items: rows.map((row) => toDriver(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The carrier's view of its own driver: status, blacklist reason, history, fines. */
export async function getCompanyDriver(
  db: DbExecutor,
  actor: AuthUser,
  id: string,
): Promise<DriverDetail> {
  const scope = await requireCarrierScope(db, actor);
  const found = await findDriver(db, id, scope.companyId);
  if (!found) throw notFound();
  return loadDriverDetail(db, found);
}
