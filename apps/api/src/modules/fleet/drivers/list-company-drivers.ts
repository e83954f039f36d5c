import type { CompanyDriverListQuery, DriverDetail, DriverPage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { carrierScopeOf } from '../../../platform/access/own-company.js';
import { loadDriverDetail, toDriver } from './driver-view.js';
import { findDriver, findDriverPage } from './repo.js';

/** `/company-drivers`: only the carrier's own drivers, in its fleet unless `retired=true`. */
export async function listCompanyDrivers(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: CompanyDriverListQuery,
): Promise<DriverPage> {
  assertPermission(actor, 'read:driver:own');
  const scope = await carrierScopeOf(db, actor);
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
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
): Promise<DriverDetail> {
  assertPermission(actor, 'read:driver:own');
  const scope = await carrierScopeOf(db, actor);
  const found = await findDriver(db, id, scope.companyId);
  if (!found) throw notFound();
  return loadDriverDetail(db, found);
}
