import type { Employee, UpdateEmployeeRequest } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { assertCurrentVersion } from '../../../platform/errors/version-check.js';
import { emailInUse, updateAccount } from '../../../platform/accounts/account-repo.js';
import { endSessionsOf } from '../../auth/end-sessions.js';
import { toEmployee } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import {
  auditedPerson,
  requireStaffMember,
  staffScopeOf,
  type StaffSection,
} from './staff-scope.js';

/** Edits an employee at the version the owner saw; a new password only when one is given. */
export async function updateEmployee(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  section: StaffSection,
  id: string,
  request: UpdateEmployeeRequest,
  meta: RequestMeta,
): Promise<Employee> {
  assertPermission(actor, section.permission);
  const scope = await staffScopeOf(deps.db, actor, section);
  const before = await requireStaffMember(deps.db, scope, id);
  assertCurrentVersion(before, request.version);
  if (await emailInUse(deps.db, request.email, id)) throw new AppError('EXPEDITOR_ALREADY_EXISTS');
  const passwordHash = request.password ? await hashPassword(request.password) : undefined;
  return deps.db.transaction(async (tx) => {
    const after = await updateAccount(tx, id, request.version, {
      email: request.email,
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      iin: request.iin,
      phone: request.phone,
      canSign: request.canSign,
      ...(passwordHash ? { passwordHash } : {}),
    });
    if (!after) throw new AppError('VERSION_CONFLICT');
    // A password set by the manager signs out whoever knew the old one.
    if (passwordHash) await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: id,
      action: 'employee.updated',
      before: auditedPerson(before),
      after: { ...auditedPerson(after), passwordChanged: passwordHash !== undefined },
      ip: meta.ip,
    });
    return toEmployee(after);
  });
}
