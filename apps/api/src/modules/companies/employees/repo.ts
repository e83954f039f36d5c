import type { CompanyStaffRole, EmployeeListQuery } from '@freight/shared';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { users } from '../../../db/schema.js';
import { containsPattern } from '../../../db/search.js';
import { findUsersPage, type UserRow } from '../../../platform/accounts/account-repo.js';

export interface StaffScope {
  companyId: string;
  role: CompanyStaffRole;
}

function scopeConditions(scope: StaffScope): SQL[] {
  return [eq(users.companyId, scope.companyId), eq(users.role, scope.role)];
}

/** One page of a company's employees (or logisticians), newest first. */
export async function findStaffPage(
  db: DbExecutor,
  scope: StaffScope,
  query: EmployeeListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions = scopeConditions(scope);
  if (query.active) conditions.push(eq(users.isActive, query.active === 'true'));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.middleName, pattern),
      ilike(users.email, pattern),
      ilike(users.iin, pattern),
      ilike(users.phone, pattern),
    );
    if (search) conditions.push(search);
  }
  return findUsersPage(db, and(...conditions), query);
}

/** A staff member of this company and role, or null (so a foreign id looks like no id). */
export async function findStaffMember(
  db: DbExecutor,
  scope: StaffScope,
  id: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ...scopeConditions(scope)));
  return row ?? null;
}
