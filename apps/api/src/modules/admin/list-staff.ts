import { Role, type StaffListQuery, type StaffPage } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertRole } from '../companies/access.js';
import { findStaffPage } from './repo.js';
import { toStaffMember } from './staff-view.js';

/** The security-service and moderator accounts, for the admin. */
export async function listStaff(
  db: DbExecutor,
  actor: AuthUser,
  query: StaffListQuery,
): Promise<StaffPage> {
  assertRole(actor, [Role.ADMIN]);
  const { rows, total } = await findStaffPage(db, query);
  return { items: rows.map(toStaffMember), total, page: query.page, pageSize: query.pageSize };
}
