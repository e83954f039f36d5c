import type { StaffMember } from '@freight/shared';
import { updateAccount } from '../../platform/accounts/account-repo.js';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { endSessionsOf } from '../auth/end-sessions.js';
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
  assertPermission(actor, 'manage:staff:any');
  const before = await findStaffMember(deps.db, id);
  if (!before) throw notFound();
  if (before.isActive === active) return toStaffMember(before);
  return deps.db.transaction(async (tx) => {
    const after = await updateAccount(tx, id, null, { isActive: active });
    if (!after) throw notFound();
    // Either way every instance must forget what it remembered of the account (active or
    // not); a reactivated account had no working session left to end.
    await endSessionsOf(tx, id);
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
