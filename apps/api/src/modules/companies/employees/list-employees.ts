import type { Employee, EmployeeListQuery, EmployeePage } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { toEmployee } from '../company-view.js';
import { findStaffPage } from './repo.js';
import { requireStaffMember, requireStaffScope } from './staff-scope.js';

export async function listEmployees(
  db: DbExecutor,
  actor: AuthUser,
  query: EmployeeListQuery,
): Promise<EmployeePage> {
  const scope = await requireStaffScope(db, actor);
  const { rows, total } = await findStaffPage(db, scope, query);
  return { items: rows.map(toEmployee), total, page: query.page, pageSize: query.pageSize };
}

export async function getEmployee(db: DbExecutor, actor: AuthUser, id: string): Promise<Employee> {
  const scope = await requireStaffScope(db, actor);
  return toEmployee(await requireStaffMember(db, scope, id));
}
