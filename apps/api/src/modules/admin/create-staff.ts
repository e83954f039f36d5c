import { type CreateStaffRequest, type StaffMember } from '@freight/shared';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import { emailInUse, insertAccount } from '../../platform/accounts/account-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { joinsSecurityService } from '../../platform/access/record-scopes.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { hashPassword } from '../../platform/auth/password.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { findSecurityServiceCompanyId } from './repo.js';
import { toStaffMember } from './staff-view.js';

/**
 * Creates a security-service (CB) or moderator account. CB accounts join the platform's
 * security-service company, whose BIN they sign in with; moderators belong to no company.
 */
export async function createStaff(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: CreateStaffRequest,
  meta: RequestMeta,
): Promise<StaffMember> {
  assertPermission(actor, 'manage:staff:any');
  let companyId: string | null = null;
  if (joinsSecurityService(request.role)) {
    companyId = await findSecurityServiceCompanyId(deps.db);
    if (!companyId) throw new AppError('SECURITY_SERVICE_MISSING');
  }
  if (await emailInUse(deps.db, request.email)) throw new AppError('EXPEDITOR_ALREADY_EXISTS');
  const passwordHash = await hashPassword(request.password);
  return deps.db.transaction(async (tx) => {
    const member = await insertAccount(tx, {
      companyId,
      role: request.role,
      email: request.email,
      passwordHash,
      lastName: request.lastName,
      firstName: request.firstName,
      middleName: request.middleName || null,
      phone: request.phone,
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'user',
      entityId: member.id,
      action: 'staff.created',
      after: { login: member.email, role: member.role, companyId },
      ip: meta.ip,
    });
    return toStaffMember(member);
  });
}
