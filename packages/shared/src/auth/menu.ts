import { ALL_ROLES, Role } from './roles.js';

/**
 * The side menu of spec section 6 (reading B) plus the admin's own entries.
 * The web app shows only the entries whose roles include the signed-in role;
 * the server enforces access on every route independently.
 */
export const MenuItemKey = {
  ALL_REQUESTS: 'allRequests',
  MY_REQUESTS: 'myRequests',
  CREATE_REQUEST: 'createRequest',
  PROBLEM_REQUESTS: 'problemRequests',
  DRIVERS: 'drivers',
  EXPEDITORS: 'expeditors',
  CARRIERS: 'carriers',
  COMPANY_EMPLOYEES: 'companyEmployees',
  COMPANY_DRIVERS: 'companyDrivers',
  COMPANY_AUTO: 'companyAuto',
  EMPLOYEES: 'employees',
  CHAT: 'chat',
  ANALYTICS: 'analytics',
  DOCUMENTS: 'documents',
  NOTIFICATIONS: 'notifications',
  STAFF: 'staff',
} as const;

export type MenuItemKey = (typeof MenuItemKey)[keyof typeof MenuItemKey];

export interface MenuItemDefinition {
  key: MenuItemKey;
  path: string;
  roles: readonly Role[];
}

export const MENU_ITEMS: readonly MenuItemDefinition[] = [
  { key: MenuItemKey.ALL_REQUESTS, path: '/requests', roles: ALL_ROLES },
  {
    key: MenuItemKey.MY_REQUESTS,
    path: '/my-requests',
    roles: [Role.LOGISTICIAN, Role.DRIVER_COMPANY],
  },
  { key: MenuItemKey.CREATE_REQUEST, path: '/new-request', roles: [Role.FORWARDER, Role.EMPLOYEE] },
  { key: MenuItemKey.PROBLEM_REQUESTS, path: '/problem-requests', roles: [Role.CB] },
  { key: MenuItemKey.DRIVERS, path: '/drivers', roles: [Role.CB] },
  { key: MenuItemKey.EXPEDITORS, path: '/expeditors', roles: [Role.CB] },
  { key: MenuItemKey.CARRIERS, path: '/carriers', roles: [Role.CB] },
  { key: MenuItemKey.COMPANY_EMPLOYEES, path: '/company-logists', roles: [Role.DRIVER_COMPANY] },
  {
    key: MenuItemKey.COMPANY_DRIVERS,
    path: '/company-drivers',
    roles: [Role.DRIVER_COMPANY, Role.LOGISTICIAN],
  },
  {
    key: MenuItemKey.COMPANY_AUTO,
    path: '/company-auto',
    roles: [Role.DRIVER_COMPANY, Role.LOGISTICIAN],
  },
  { key: MenuItemKey.EMPLOYEES, path: '/employees', roles: [Role.FORWARDER] },
  {
    key: MenuItemKey.CHAT,
    path: '/chat',
    roles: [Role.FORWARDER, Role.EMPLOYEE, Role.CB, Role.DRIVER_COMPANY, Role.LOGISTICIAN],
  },
  {
    key: MenuItemKey.ANALYTICS,
    path: '/analytics',
    roles: [Role.EMPLOYEE, Role.FORWARDER, Role.DRIVER_COMPANY, Role.LOGISTICIAN],
  },
  {
    key: MenuItemKey.DOCUMENTS,
    path: '/documents',
    roles: [
      Role.FORWARDER,
      Role.EMPLOYEE,
      Role.DRIVER_COMPANY,
      Role.LOGISTICIAN,
      Role.CB,
      Role.MODERATOR,
    ],
  },
  { key: MenuItemKey.NOTIFICATIONS, path: '/notifications', roles: ALL_ROLES },
  { key: MenuItemKey.STAFF, path: '/admin/staff', roles: [Role.ADMIN] },
];

export function menuItemsFor(role: Role): MenuItemDefinition[] {
  return MENU_ITEMS.filter((item) => item.roles.includes(role));
}
