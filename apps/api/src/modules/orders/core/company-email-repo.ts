import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { users } from '../../../db/schema.js';

/** E-mail addresses of a company's active accounts, to tell them of a contract event. */
export async function findCompanyEmails(db: DbExecutor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isActive, true)));
  return rows.map((row) => row.email);
}
