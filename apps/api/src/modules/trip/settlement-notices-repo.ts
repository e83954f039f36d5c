import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from '../../db/schema.js';

/** Where the settlement's e-mails go: every active account of the companies told. */
export async function findActiveEmailsOfCompanies(
  db: DbExecutor,
  companyIds: readonly string[],
): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.companyId, [...companyIds]), eq(users.isActive, true)));
  return rows.map((row) => row.email);
}
