import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { notFound } from '../../platform/errors/app-error.js';
import { findMemberAccess, type MemberAccess } from './membership-repo.js';

/** The caller's membership of a conversation; 404 when not a member (or no such one). */
export async function requireMember(
  db: DbExecutor,
  actor: AuthUser,
  conversationId: string,
): Promise<MemberAccess> {
  const access = await findMemberAccess(db, conversationId, actor.id);
  if (!access) throw notFound();
  return access;
}
