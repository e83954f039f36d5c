import type { Role } from '@freight/shared';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { readTogether } from '../../db/read-together.js';
import { users } from '../../db/schema.js';
import { AppError } from '../errors/app-error.js';

/**
 * The accounts every module shares: companies add owners and employees, the admin adds staff,
 * profiles edit their own. Sign-in and sessions stay with the auth module.
 */
export type UserRow = typeof users.$inferSelect;

export interface NewAccount {
  companyId: string | null;
  role: Role;
  /** The login, already lower-cased by the schema. */
  email: string;
  passwordHash: string;
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string | null;
  iin?: string | null;
  canSign?: boolean;
}

/** Inserts an account; a login taken meanwhile answers 'Expeditor already exist'. */
export async function insertAccount(db: DbExecutor, account: NewAccount): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(account).returning();
    if (!row) throw new Error('insert into users returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('EXPEDITOR_ALREADY_EXISTS');
    }
    throw error;
  }
}

export async function findAccount(db: DbExecutor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export type AccountChanges = Partial<
  Pick<
    UserRow,
    | 'email'
    | 'passwordHash'
    | 'lastName'
    | 'firstName'
    | 'middleName'
    | 'phone'
    | 'iin'
    | 'canSign'
    | 'isActive'
  >
>;

/**
 * Applies changes only if the row still has `expectedVersion` (any version when null), bumping
 * it; returns the new row, or null when someone else changed it first.
 */
export async function updateAccount(
  db: DbExecutor,
  id: string,
  expectedVersion: number | null,
  changes: AccountChanges,
): Promise<UserRow | null> {
  const conditions = [eq(users.id, id)];
  if (expectedVersion !== null) conditions.push(eq(users.version, expectedVersion));
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(and(...conditions))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('EXPEDITOR_ALREADY_EXISTS');
    }
    throw error;
  }
}

export async function emailInUse(db: DbExecutor, email: string, exceptUserId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined && row.id !== exceptUserId;
}

/** One page of the users matching `where`, newest first, and how many match in all. */
export async function findUsersPage(
  db: DbExecutor,
  where: SQL | undefined,
  page: { page: number; pageSize: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
    () => db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
