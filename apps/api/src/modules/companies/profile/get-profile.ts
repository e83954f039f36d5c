import type { Profile } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { findAccount } from '../accounts-repo.js';
import type { UserRow } from '../company-repo.js';

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    login: user.email,
    role: user.role as Profile['role'],
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone,
    version: user.version,
  };
}

/** Every signed-in user reads (and edits) only their own profile. */
export async function getProfile(db: DbExecutor, actor: AuthUser): Promise<Profile> {
  const user = await findAccount(db, actor.id);
  if (!user) throw notFound();
  return toProfile(user);
}
