import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { companies, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow | null;
}

function selectUserWithCompany(db: DbExecutor) {
  return db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(users.companyId, companies.id));
}

/** Logins are stored lower-cased; callers pass the normalised e-mail. */
export async function findUserWithCompanyByLogin(
  db: DbExecutor,
  login: string,
): Promise<UserWithCompany | null> {
  const [row] = await selectUserWithCompany(db).where(eq(users.email, login)).limit(1);
  return row ?? null;
}

export async function findUserWithCompanyById(
  db: DbExecutor,
  userId: string,
): Promise<UserWithCompany | null> {
  const [row] = await selectUserWithCompany(db).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updatePasswordHash(
  db: DbExecutor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
