import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_TRANSITIONS, OrderAction } from '../orders/order-transitions.js';
import { MENU_ITEMS, menuItemsFor } from './menu.js';
import {
  ALL_PERMISSIONS,
  allowedDuringReview,
  can,
  orderActionPermission,
  PERMISSIONS,
  rolesWith,
} from './permissions.js';
import { ALL_ROLES, CARRIER_SIDE_ROLES, FORWARDER_SIDE_ROLES, Role } from './roles.js';

const sorted = (roles: readonly Role[]) => [...roles].sort();

describe('the permission table', () => {
  it('names every permission action:entity:scope with a known scope', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(permission).toMatch(/^[a-z_]+:[a-z_]+:(own|party|any|self)$/);
    }
  });

  it('gives every permission at least one role, each a real one', () => {
    for (const permission of ALL_PERMISSIONS) {
      expect(rolesWith(permission).length, permission).toBeGreaterThan(0);
      for (const role of rolesWith(permission)) expect(ALL_ROLES).toContain(role);
    }
  });

  it('holds one permission per order action with exactly the roles of its transition', () => {
    for (const action of ORDER_ACTIONS) {
      const performerRoles = ORDER_TRANSITIONS[action].performers.flatMap((p) => p.roles);
      expect(sorted(rolesWith(orderActionPermission(action))), action).toEqual(
        sorted([...new Set(performerRoles)]),
      );
    }
  });

  it('names an order action permission after the action', () => {
    expect(orderActionPermission(OrderAction.SIGN_CONTRACT)).toBe('sign_contract:order:party');
    expect(ALL_PERMISSIONS).toContain('accept_response:order:party');
  });

  it('lets whoever approves or rejects a deletion read the queue and decide', () => {
    const deciders = sorted([
      ...rolesWith(orderActionPermission(OrderAction.APPROVE_DELETION)),
      ...rolesWith(orderActionPermission(OrderAction.REJECT_DELETION)),
    ]);
    expect(sorted(rolesWith('decide_deletion:order:party'))).toEqual([...new Set(deciders)]);
    expect(sorted(rolesWith('read:deletion_request:any'))).toEqual([...new Set(deciders)]);
    expect(rolesWith('read:problem:any')).toEqual(
      rolesWith(orderActionPermission(OrderAction.DECIDE_PROBLEM)),
    );
  });

  it('lets only the forwarder side create orders', () => {
    for (const role of ALL_ROLES) {
      expect(can(role, 'create:order:own'), role).toBe(FORWARDER_SIDE_ROLES.includes(role));
    }
  });

  it('declines a contract with the permission to sign it', () => {
    expect(rolesWith(orderActionPermission(OrderAction.DECLINE_CONTRACT))).toEqual(
      rolesWith(orderActionPermission(OrderAction.SIGN_CONTRACT)),
    );
  });

  it('keeps each owner to its own people: employees for forwarders, logisticians for carriers', () => {
    expect(rolesWith('manage:employee:own')).toEqual([Role.FORWARDER]);
    expect(rolesWith('manage:logistician:own')).toEqual([Role.DRIVER_COMPANY]);
  });

  it('lets a rejected owner reach only its account, registration, files and notifications', () => {
    const duringReview = ALL_PERMISSIONS.filter(allowedDuringReview).sort();
    expect(duringReview).toEqual(
      [
        'manage:registration:own',
        'read:account:self',
        'read:cb_account:self',
        'read:driver_company_account:self',
        'read:expeditor_account:self',
        'read:file:party',
        'read:notification:self',
        'update:notification:self',
      ].sort(),
    );
  });

  it('admits the portal account paths to the portal roles only', () => {
    expect(rolesWith('read:expeditor_account:self')).toEqual(FORWARDER_SIDE_ROLES);
    expect(rolesWith('read:driver_company_account:self')).toEqual(CARRIER_SIDE_ROLES);
    expect(rolesWith('read:cb_account:self')).toEqual([Role.CB]);
  });
});

describe('the menu reads the permission table', () => {
  it('names a permission of the table for every entry', () => {
    for (const item of MENU_ITEMS) expect(Object.keys(PERMISSIONS)).toContain(item.permission);
  });

  it('shows an entry exactly to the roles that hold its permission', () => {
    for (const role of ALL_ROLES) {
      const shown = menuItemsFor(role).map((item) => item.key);
      const holders = MENU_ITEMS.filter((item) => rolesWith(item.permission).includes(role));
      expect(shown, role).toEqual(holders.map((item) => item.key));
    }
  });

  it('shows a carrier its own orders by the permission to respond to orders', () => {
    const myRequests = MENU_ITEMS.find((item) => item.key === 'myRequests');
    expect(myRequests?.permission).toBe(orderActionPermission(OrderAction.RESPOND));
    expect(sorted(rolesWith(orderActionPermission(OrderAction.RESPOND)))).toEqual(
      sorted(CARRIER_SIDE_ROLES),
    );
  });
});
