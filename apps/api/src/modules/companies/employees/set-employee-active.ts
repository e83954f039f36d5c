import type { Employee } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { revokeRefreshTokensOfUser } from '../../auth/refresh-token-repo.js';
import { updateAccount } from '../accounts-repo.js';
import { toEmployee } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../deps.js';
import { requireStaffMember, requireStaffScope } from './staff-scope.js';

/**
 * Deactivates or reactivates an employee; nothing is deleted. A deactivated account cannot
 * sign in, and its refresh tokens stop working at once.
 */
export async function setEmployeeActive(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  id: string,
  active: boolean,
  meta: RequestMeta,
): Promise<Employee> {
  const scope = await requireStaffScope(deps.db, actor);
  const before = await requireStaffMember(deps.db, scope, id);
  if (before.isActive === active) return toEmployee(before);
  return deps.db.transaction(async (tx) => {
    const after = await updateAccount(tx, id, null, { isActive: active });
    if (!after) throw notFound();
    if (!active) await revokeRefreshTokensOfUser(tx, id);
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
