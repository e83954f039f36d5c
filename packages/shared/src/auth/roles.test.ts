import { describe, expect, it } from 'vitest';
import {
  ADMIN_MANAGED_ROLES,
  ALL_ROLES,
  CARRIER_SIDE_ROLES,
  COMPANY_EMPLOYEE_ROLES,
  COMPANY_OWNER_ROLES,
  COMPANY_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  isCompanyOwnerRole,
  PLATFORM_ROLES,
  Role,
} from './roles.js';

const sorted = (roles: readonly Role[]) => [...roles].sort();

describe('the role groups', () => {
  it.each([
    {
      group: 'forwarder side',
      roles: FORWARDER_SIDE_ROLES,
      members: [Role.FORWARDER, Role.EMPLOYEE],
    },
    {
      group: 'carrier side',
      roles: CARRIER_SIDE_ROLES,
      members: [Role.DRIVER_COMPANY, Role.LOGISTICIAN],
    },
    {
      group: 'company side',
      roles: COMPANY_SIDE_ROLES,
      members: [Role.FORWARDER, Role.EMPLOYEE, Role.DRIVER_COMPANY, Role.LOGISTICIAN],
    },
    {
      group: 'company owners',
      roles: COMPANY_OWNER_ROLES,
      members: [Role.FORWARDER, Role.DRIVER_COMPANY],
    },
    {
      group: 'company employees',
      roles: COMPANY_EMPLOYEE_ROLES,
      members: [Role.EMPLOYEE, Role.LOGISTICIAN],
    },
    { group: 'platform', roles: PLATFORM_ROLES, members: [Role.ADMIN, Role.CB, Role.MODERATOR] },
    {
      group: 'admin-managed staff',
      roles: ADMIN_MANAGED_ROLES,
      members: [Role.CB, Role.MODERATOR],
    },
  ])('holds exactly its members: $group', ({ roles, members }) => {
    expect(sorted(roles)).toEqual(sorted(members));
  });

  it('splits every role into the company side or the platform, never both', () => {
    expect(sorted([...COMPANY_SIDE_ROLES, ...PLATFORM_ROLES])).toEqual(sorted(ALL_ROLES));
    for (const role of COMPANY_SIDE_ROLES) expect(PLATFORM_ROLES).not.toContain(role);
  });

  it('splits the company side into one owner and one employee role per side', () => {
    expect(sorted([...COMPANY_OWNER_ROLES, ...COMPANY_EMPLOYEE_ROLES])).toEqual(
      sorted(COMPANY_SIDE_ROLES),
    );
    for (const side of [FORWARDER_SIDE_ROLES, CARRIER_SIDE_ROLES]) {
      expect(side.filter(isCompanyOwnerRole)).toHaveLength(1);
    }
  });

  it('leaves the admin out of the staff an admin manages', () => {
    expect(ADMIN_MANAGED_ROLES).not.toContain(Role.ADMIN);
    for (const role of ADMIN_MANAGED_ROLES) expect(PLATFORM_ROLES).toContain(role);
  });
});
