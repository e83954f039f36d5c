import type { CreateEmployeeRequest, Employee } from '@freight/shared';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { hashPassword } from '../../../platform/auth/password.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { insertAccount } from '../accounts-repo.js';
import { emailInUse } from '../company-repo.js';
import { toEmployee } from '../company-view.js';
import type { RequestMeta, ServiceDeps } from '../deps.js';
import { auditedPerson, requireStaffScope } from './staff-scope.js';

/** Adds an employee (forwarder) or logistician (carrier); they sign in with this e-mail. */
export async function createEmployee(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: CreateEmployeeRequest,
  meta: RequestMeta,
): Promise<Employee> {
  const scope = await requireStaffScope(deps.db, actor);
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
