import { ADMIN_MANAGED_ROLES, type StaffListQuery } from '@freight/shared';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';
import { findUsersPage, type UserRow } from '../../platform/accounts/account-repo.js';

export type { UserRow };

const staffRoles = [...ADMIN_MANAGED_ROLES];

export async function findStaffPage(
  db: DbExecutor,
  query: StaffListQuery,
): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [inArray(users.role, query.role ? [query.role] : staffRoles)];
  if (query.active) conditions.push(eq(users.isActive, query.active === 'true'));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(users.email, pattern),
      ilike(users.phone, pattern),
    );
    if (search) conditions.push(search);
  }
  return findUsersPage(db, and(...conditions), query);
}

export async function findStaffMember(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, staffRoles)));
  return row ?? null;
}

/** The platform's security-service company: CB accounts belong to it (its BIN signs them in). */
export async function findSecurityServiceCompanyId(db: DbExecutor): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.kind, 'PLATFORM'))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return row?.id ?? null;
}
