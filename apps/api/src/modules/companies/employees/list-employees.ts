import type { Employee, EmployeeListQuery, EmployeePage } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { toEmployee } from '../company-view.js';
import { findStaffPage } from './repo.js';
import { requireStaffMember, staffScopeOf, type StaffSection } from './staff-scope.js';

export async function listEmployees(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  section: StaffSection,
  query: EmployeeListQuery,
): Promise<EmployeePage> {
  assertPermission(actor, section.permission);
  const scope = await staffScopeOf(db, actor, section);
  const { rows, total } = await findStaffPage(db, scope, query);
  return { items: rows.map(toEmployee), total, page: query.page, pageSize: query.pageSize };
}

export async function getEmployee(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  section: StaffSection,
  id: string,
): Promise<Employee> {
  assertPermission(actor, section.permission);
  const scope = await staffScopeOf(db, actor, section);
  return toEmployee(await requireStaffMember(db, scope, id));
}
