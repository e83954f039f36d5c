import { OrderAction } from '../orders/order-transitions.js';
import { can, orderActionPermission, type Permission } from './permissions.js';
import type { Role } from './roles.js';

/**
 * The side menu of spec section 6 (reading B) plus the admin's own entries.
 * The web app shows only the entries whose permission the signed-in role holds;
 * the server enforces the same permissions on every route independently.
 */
export const MenuItemKey = {
  ALL_REQUESTS: 'allRequests',
  MY_REQUESTS: 'myRequests',
  SAVED_SEARCHES: 'savedSearches',
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
  PLATFORM_ANALYTICS: 'platformAnalytics',
  DOCUMENTS: 'documents',
  NOTIFICATIONS: 'notifications',
  STAFF: 'staff',
  QUESTIONS: 'questions',
  PARTNERS: 'partners',
  EXCHANGE_RATES: 'exchangeRates',
  TRUCKS: 'trucks',
  MY_TRUCKS: 'myTrucks',
  MY_CARRIERS: 'myCarriers',
  MY_FORWARDERS: 'myForwarders',
} as const;

export type MenuItemKey = (typeof MenuItemKey)[keyof typeof MenuItemKey];

export interface MenuItemDefinition {
  key: MenuItemKey;
  path: string;
  /** The entry shows for the roles that hold this permission (auth/permissions.ts). */
  permission: Permission;
}

export const MENU_ITEMS: readonly MenuItemDefinition[] = [
  { key: MenuItemKey.ALL_REQUESTS, path: '/requests', permission: 'read:order:party' },
  // A carrier's own orders are those it responded to.
  {
    key: MenuItemKey.MY_REQUESTS,
    path: '/my-requests',
    permission: orderActionPermission(OrderAction.RESPOND),
  },
  { key: MenuItemKey.CREATE_REQUEST, path: '/new-request', permission: 'create:order:own' },
  // Issue 31: the capacity board for the forwarder side and the CB; a carrier's free trucks.
  { key: MenuItemKey.TRUCKS, path: '/trucks', permission: 'read:truck_offer:any' },
  { key: MenuItemKey.MY_TRUCKS, path: '/my-trucks', permission: 'manage:truck_offer:own' },
  // Issue 32: a forwarder company's own carriers, and the forwarders that list a carrier.
  { key: MenuItemKey.MY_CARRIERS, path: '/my-carriers', permission: 'manage:carrier_pool:own' },
  {
    key: MenuItemKey.MY_FORWARDERS,
    path: '/my-forwarders',
    permission: 'read:carrier_pool_listing:own',
  },
  // Issue 31: the carrier side's saved load-board searches and their alerts.
  {
    key: MenuItemKey.SAVED_SEARCHES,
    path: '/saved-searches',
    permission: 'manage:saved_search:self',
  },
  { key: MenuItemKey.PROBLEM_REQUESTS, path: '/problem-requests', permission: 'read:problem:any' },
  // The vetting screens belong to whoever decides; other staff reach the pages by link only.
  { key: MenuItemKey.DRIVERS, path: '/drivers', permission: 'review:driver:any' },
  { key: MenuItemKey.EXPEDITORS, path: '/expeditors', permission: 'review:company:any' },
  { key: MenuItemKey.CARRIERS, path: '/carriers', permission: 'review:company:any' },
  {
    key: MenuItemKey.COMPANY_EMPLOYEES,
    path: '/company-logists',
    permission: 'manage:logistician:own',
  },
  { key: MenuItemKey.COMPANY_DRIVERS, path: '/company-drivers', permission: 'read:driver:own' },
  { key: MenuItemKey.COMPANY_AUTO, path: '/company-auto', permission: 'read:vehicle:own' },
  { key: MenuItemKey.EMPLOYEES, path: '/employees', permission: 'manage:employee:own' },
  { key: MenuItemKey.CHAT, path: '/chat', permission: 'read:chat:party' },
  { key: MenuItemKey.ANALYTICS, path: '/analytics', permission: 'read:analytics:own' },
  // The admin's platform dashboard lives at the same address (issue 12).
  {
    key: MenuItemKey.PLATFORM_ANALYTICS,
    path: '/analytics',
    permission: 'read:analytics:any',
  },
  { key: MenuItemKey.DOCUMENTS, path: '/documents', permission: 'read:document:party' },
  { key: MenuItemKey.NOTIFICATIONS, path: '/notifications', permission: 'read:notification:self' },
  { key: MenuItemKey.STAFF, path: '/admin/staff', permission: 'manage:staff:any' },
  // Issue 13: the homepage's questions and partners.
  { key: MenuItemKey.QUESTIONS, path: '/questions', permission: 'read:question:any' },
  { key: MenuItemKey.PARTNERS, path: '/admin/partners', permission: 'manage:partner:any' },
  // Issue 31: the rates prices in other currencies are compared at.
  {
    key: MenuItemKey.EXCHANGE_RATES,
    path: '/admin/exchange-rates',
    permission: 'manage:exchange_rate:any',
  },
];

export function menuItemsFor(role: Role): MenuItemDefinition[] {
  return MENU_ITEMS.filter((item) => can(role, item.permission));
}
