import type { Profile } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { findAccount } from '../../../platform/accounts/account-repo.js';
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
export async function getProfile(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<Profile> {
  assertPermission(actor, 'read:profile:self');
  const user = await findAccount(db, actor.id);
  if (!user) throw notFound();
  return toProfile(user);
}
