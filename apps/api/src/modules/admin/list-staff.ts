import type { StaffListQuery, StaffPage } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { findStaffPage } from './repo.js';
import { toStaffMember } from './staff-view.js';

/** The security-service and moderator accounts, for the admin. */
export async function listStaff(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  query: StaffListQuery,
): Promise<StaffPage> {
  assertPermission(actor, 'manage:staff:any');
  const { rows, total } = await findStaffPage(db, query);
  return { items: rows.map(toStaffMember), total, page: query.page, pageSize: query.pageSize };
}
