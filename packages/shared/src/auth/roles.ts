/** Every account has exactly one role; the codes follow reading B of the spec (DESIGN §1). */
export const Role = {
  ADMIN: 'ROLE_ADMIN',
  FORWARDER: 'ROLE_FORWARDER',
  EMPLOYEE: 'ROLE_EMPLOYEE',
  CB: 'ROLE_CB',
  DRIVER_COMPANY: 'ROLE_DRIVER_COMPANY',
  LOGISTICIAN: 'ROLE_LOGISTICIAN',
  MODERATOR: 'ROLE_MODERATOR',
} as const;

export type Role = (typeof Role)[keyof typeof Role];

export const ALL_ROLES: readonly Role[] = Object.values(Role);

/** Roles that belong to a forwarding company (reading A: expeditor). */
export const FORWARDER_SIDE_ROLES: readonly Role[] = [Role.FORWARDER, Role.EMPLOYEE];

/** Roles that belong to a carrier company (reading B: driver company). */
export const CARRIER_SIDE_ROLES: readonly Role[] = [Role.DRIVER_COMPANY, Role.LOGISTICIAN];

/** Every role of a registered company, forwarder or carrier. */
export const COMPANY_SIDE_ROLES: readonly Role[] = [...FORWARDER_SIDE_ROLES, ...CARRIER_SIDE_ROLES];

/**
 * The owners of registered companies: they registered the company, manage its employees and
 * sign on its behalf without the `canSign` permission. One per company kind.
 */
export const COMPANY_OWNER_ROLES = [Role.FORWARDER, Role.DRIVER_COMPANY] as const;
export type CompanyOwnerRole = (typeof COMPANY_OWNER_ROLES)[number];

/** The employees an owner adds: a forwarder's employees, a carrier's logisticians. */
export const COMPANY_EMPLOYEE_ROLES = [Role.EMPLOYEE, Role.LOGISTICIAN] as const;

/** The platform's own people: they see every company's data. */
export const PLATFORM_ROLES: readonly Role[] = [Role.ADMIN, Role.CB, Role.MODERATOR];

/**
 * The platform staff whose accounts an admin creates and manages (`/admin/staff`): the security
 * service (CB) and moderators. The admin is one of the platform's roles but not among these.
 */
export const ADMIN_MANAGED_ROLES = [Role.CB, Role.MODERATOR] as const;

/**
 * Which role-specific login endpoint admits which roles. Each endpoint refuses the others,
 * so a carrier cannot sign in through the expeditor login and vice versa.
 */
export const LOGIN_PORTAL_ROLES = {
  expeditor: FORWARDER_SIDE_ROLES,
  driverCompany: CARRIER_SIDE_ROLES,
  cb: [Role.CB],
  any: ALL_ROLES,
} as const satisfies Record<string, readonly Role[]>;

export type LoginPortal = keyof typeof LOGIN_PORTAL_ROLES;

export function isRoleIn(role: Role, roles: readonly Role[]): boolean {
  return roles.includes(role);
}

export function isCompanyOwnerRole(role: Role): role is CompanyOwnerRole {
  return isRoleIn(role, COMPANY_OWNER_ROLES);
}
