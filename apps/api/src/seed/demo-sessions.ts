import type { Role } from '@freight/shared';
import { inArray } from 'drizzle-orm';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { DbExecutor } from '../db/client.js';
import { users } from '../db/schema.js';

/**
 * The demo's people as signed-in users, so the seed acts through the same services as the API
 * (each checks its actor's permissions as it would a request's).
 */
export function sessionOf(user: { id: string; role: string; companyId: string | null }): AuthUser {
  return { id: user.id, role: user.role as Role, companyId: user.companyId, underReview: false };
}

/** The demo accounts of `logins` as signed-in users, by login (missing ones are absent). */
export async function demoSessions(
  db: DbExecutor,
  logins: readonly string[],
): Promise<Map<string, AuthUser>> {
  const accounts = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, email: users.email })
    .from(users)
    .where(inArray(users.email, [...logins]));
  return new Map(accounts.map((account) => [account.email, sessionOf(account)]));
}
