import type { StaffMember } from '@freight/shared';
import type { UserRow } from './repo.js';

export function toStaffMember(user: UserRow): StaffMember {
  return {
    id: user.id,
    login: user.email,
    role: user.role as StaffMember['role'],
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    phone: user.phone,
    companyId: user.companyId,
    isActive: user.isActive,
    version: user.version,
    createdAt: user.createdAt.toISOString(),
  };
}
