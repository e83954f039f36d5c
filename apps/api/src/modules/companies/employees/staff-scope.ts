import { Role, type CompanyStaffRole, type Permission } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { notFound } from '../../../platform/errors/app-error.js';
import { requireOwnedCompany } from '../../../platform/access/own-company.js';
import type { UserRow } from '../company-repo.js';
import { findStaffMember, type StaffScope } from './repo.js';

export interface StaffSection {
  /** Who manages this section's people (the owner of the matching kind of company). */
  permission: Extract<Permission, 'manage:employee:own' | 'manage:logistician:own'>;
  staffRole: CompanyStaffRole;
}

/** The spec's two screens of a company's people: a forwarder's and a carrier's. */
export const STAFF_SECTIONS = {
  employees: { permission: 'manage:employee:own', staffRole: Role.EMPLOYEE },
  logisticians: { permission: 'manage:logistician:own', staffRole: Role.LOGISTICIAN },
} as const satisfies Record<string, StaffSection>;

/**
 * The people of the caller's own company a section's queries are limited to. The company
 * must be approved: until then it manages nobody. Check the section's permission first.
 */
export async function staffScopeOf(
  db: DbExecutor,
  actor: AuthUser,
  section: StaffSection,
): Promise<StaffScope> {
  const company = await requireOwnedCompany(db, actor, { approved: true });
  return { companyId: company.id, role: section.staffRole };
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
