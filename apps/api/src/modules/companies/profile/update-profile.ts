import type { Profile, UpdateProfileRequest } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import { findAccount, updateAccount } from '../../../platform/accounts/account-repo.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { toProfile } from './get-profile.js';

/** The user's own names and phone, at the version they saw. */
export async function updateProfile(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: UpdateProfileRequest,
  meta: RequestMeta,
): Promise<Profile> {
  assertPermission(actor, 'update:profile:self');
  const before = await findAccount(deps.db, actor.id);
  if (!before) throw notFound();
  assertCurrentVersion(before, request.version);
  return deps.db.transaction(async (tx) => {
    const after = await updateAccount(tx, actor.id, request.version, {
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
    });
    if (!after) throw new AppError('VERSION_CONFLICT');
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: actor.id,
      action: 'profile.updated',
      before: pickContact(before),
      after: pickContact(after),
      ip: meta.ip,
    });
    return toProfile(after);
  });
}

function pickContact(user: {
  lastName: string;
  firstName: string;
  middleName: string | null;
  phone: string | null;
}) {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone,
  };
}
