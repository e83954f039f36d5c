import type { Role } from '@freight/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UserRow } from './company-repo.js';

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
