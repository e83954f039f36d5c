import { STAFF_ROLE_OF_OWNER } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { accessDenied, notFound } from '../../../platform/errors/app-error.js';
import { isCompanyOwnerRole, requireOwnedCompany } from '../access.js';
import type { UserRow } from '../company-repo.js';
import { findStaffMember, type StaffScope } from './repo.js';

/**
 * Only the owner of an approved company manages its people: a forwarder its employees, a
 * carrier its logisticians. Returns the scope every query of the caller is limited to.
 */
export async function requireStaffScope(db: DbExecutor, actor: AuthUser): Promise<StaffScope> {
  if (!isCompanyOwnerRole(actor.role)) throw accessDenied();
  const company = await requireOwnedCompany(db, actor, { approved: true });
  return { companyId: company.id, role: STAFF_ROLE_OF_OWNER[actor.role] };
}

export async function requireStaffMember(
  db: DbExecutor,
  scope: StaffScope,
  id: string,
): Promise<UserRow> {
  const member = await findStaffMember(db, scope, id);
  if (!member) throw notFound();
  return member;
}

/** What an audit row keeps of a person: never the password hash. */
export function auditedPerson(user: UserRow) {
  return {
    login: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    iin: user.iin,
    phone: user.phone,
    canSign: user.canSign,
    isActive: user.isActive,
  };
}
