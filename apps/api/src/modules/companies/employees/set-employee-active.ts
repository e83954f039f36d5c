import type { Employee } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { endSessionsOf } from '../../auth/end-sessions.js';
import { updateAccount } from '../../../platform/accounts/account-repo.js';
import { toEmployee } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { requireStaffMember, staffScopeOf, type StaffSection } from './staff-scope.js';

/**
 * Deactivates or reactivates an employee; nothing is deleted. A deactivated account cannot
 * sign in, and its refresh tokens stop working at once.
 */
export async function setEmployeeActive(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  section: StaffSection,
  id: string,
  active: boolean,
  meta: RequestMeta,
): Promise<Employee> {
  assertPermission(actor, section.permission);
  const scope = await staffScopeOf(deps.db, actor, section);
  const before = await requireStaffMember(deps.db, scope, id);
  if (before.isActive === active) return toEmployee(before);
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
      action: active ? 'employee.reactivated' : 'employee.deactivated',
      before: { isActive: before.isActive },
      after: { isActive: after.isActive },
      ip: meta.ip,
    });
    return toEmployee(after);
  });
}
