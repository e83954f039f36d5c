import type { CreateEmployeeRequest, Employee } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { emailInUse, insertAccount } from '../../../platform/accounts/account-repo.js';
import { toEmployee } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { auditedPerson, staffScopeOf, type StaffSection } from './staff-scope.js';

/** Adds an employee (forwarder) or logistician (carrier); they sign in with this e-mail. */
export async function createEmployee(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  section: StaffSection,
  request: CreateEmployeeRequest,
  meta: RequestMeta,
): Promise<Employee> {
  assertPermission(actor, section.permission);
  const scope = await staffScopeOf(deps.db, actor, section);
  if (await emailInUse(deps.db, request.email)) throw new AppError('EXPEDITOR_ALREADY_EXISTS');
  const passwordHash = await hashPassword(request.password);
  return deps.db.transaction(async (tx) => {
    const member = await insertAccount(tx, {
      companyId: scope.companyId,
      role: scope.role,
      email: request.email,
      passwordHash,
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      iin: request.iin,
      phone: request.phone,
      canSign: request.canSign,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: member.id,
      action: 'employee.created',
      after: auditedPerson(member),
      ip: meta.ip,
    });
    return toEmployee(member);
  });
}
