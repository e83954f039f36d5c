import { Role, type StaffMember } from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { notFound } from '../../platform/errors/app-error.js';
import { revokeRefreshTokensOfUser } from '../auth/refresh-token-repo.js';
import { assertRole } from '../companies/access.js';
import { updateAccount } from '../companies/accounts-repo.js';
import type { RequestMeta, ServiceDeps } from '../companies/deps.js';
import { findStaffMember } from './repo.js';
import { toStaffMember } from './staff-view.js';

/** Deactivates (sessions end at once) or reactivates a CB or moderator account. */
export async function setStaffActive(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  active: boolean,
  meta: RequestMeta,
): Promise<StaffMember> {
  assertRole(actor, [Role.ADMIN]);
  const before = await findStaffMember(deps.db, id);
  if (!before) throw notFound();
  if (before.isActive === active) return toStaffMember(before);
  return deps.db.transaction(async (tx) => {
    const after = await updateAccount(tx, id, null, { isActive: active });
    if (!after) throw notFound();
    if (!active) await revokeRefreshTokensOfUser(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: id,
      action: active ? 'staff.reactivated' : 'staff.deactivated',
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
      ip: meta.ip,
    });
    return toStaffMember(after);
  });
}
