import {
  DriverListTab,
  DriverStatus,
  type DriverCarrierList,
  type DriverListQuery,
  type DriverPage,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { toDriver } from '../drivers/driver-view.js';
import { findDriverPage, listCarriersWithDrivers, type DriverFilter } from '../drivers/repo.js';

/**
 * The spec's tabs: all drivers (retired ones included, marked), pending approval (in a fleet),
 * company drivers (grouped by carrier: sorted by its name unless told otherwise, `companyId`
 * narrows to one), and the blacklist (retired ones included: the blacklist follows the person).
 */
function tabFilter(tab: DriverListTab): DriverFilter {
  switch (tab) {
    case DriverListTab.PENDING:
      return { status: DriverStatus.PENDING_APPROVAL, retired: false };
    case DriverListTab.BLACKLIST:
      return { blacklisted: true };
    case DriverListTab.COMPANY:
      return { retired: false };
    case DriverListTab.ALL:
      return {};
  }
}

export async function listDrivers(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: DriverListQuery,
): Promise<DriverPage> {
  assertPermission(actor, 'read:driver:any');
  const filter: DriverFilter = {
    ...tabFilter(query.tab),
    ...(query.companyId ? { companyId: query.companyId } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
  const defaultSort = query.tab === DriverListTab.COMPANY ? 'company' : '-createdAt';
  const { rows, total } = await findDriverPage(db, filter, {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort ?? defaultSort,
  });
  return {
    items: rows.map((row) => toDriver(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The company tab's filter: every carrier with drivers, and how many. */
export async function listDriverCarriers(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<DriverCarrierList> {
  assertPermission(actor, 'read:driver:any');
  return { items: await listCarriersWithDrivers(db) };
}
