import { describe, expect, it } from 'vitest';
import { menuItemsFor } from './menu.js';
import { Role } from './roles.js';

const keysFor = (role: Role) => menuItemsFor(role).map((item) => item.key);

describe('menu visibility (spec section 6)', () => {
  it('gives the central body its vetting screens, the capacity board and nothing of the companies', () => {
    expect(keysFor(Role.CB)).toEqual([
      'allRequests',
      'trucks',
      'problemRequests',
      'drivers',
      'expeditors',
      'carriers',
      'chat',
      'documents',
      'notifications',
    ]);
  });

  it('gives a forwarder order creation, the capacity board, its carriers, employees, chat and analytics', () => {
    expect(keysFor(Role.FORWARDER)).toEqual([
      'allRequests',
      'createRequest',
      'trucks',
      'myCarriers',
      'employees',
      'chat',
      'analytics',
      'documents',
      'notifications',
    ]);
  });

  it('gives an employee order creation but not the employee list', () => {
    expect(keysFor(Role.EMPLOYEE)).toEqual([
      'allRequests',
      'createRequest',
      'trucks',
      'myCarriers',
      'chat',
      'analytics',
      'documents',
      'notifications',
    ]);
  });

  it('gives a carrier its own orders, trucks, forwarders and searches, logisticians, drivers and vehicles', () => {
    expect(keysFor(Role.DRIVER_COMPANY)).toEqual([
      'allRequests',
      'myRequests',
      'myTrucks',
      'myForwarders',
      'savedSearches',
      'companyEmployees',
      'companyDrivers',
      'companyAuto',
      'chat',
      'analytics',
      'documents',
      'notifications',
    ]);
  });

  it('gives a logistician the carrier menu without the employee list', () => {
    expect(keysFor(Role.LOGISTICIAN)).toEqual([
      'allRequests',
      'myRequests',
      'myTrucks',
      'myForwarders',
      'savedSearches',
      'companyDrivers',
      'companyAuto',
      'chat',
      'analytics',
      'documents',
      'notifications',
    ]);
  });

  it('gives a moderator the order list, the documents, notifications and the questions', () => {
    expect(keysFor(Role.MODERATOR)).toEqual([
      'allRequests',
      'documents',
      'notifications',
      'questions',
    ]);
  });

  it('gives the admin the platform analytics, the staff, questions, partners and rates', () => {
    expect(keysFor(Role.ADMIN)).toEqual([
      'allRequests',
      'platformAnalytics',
      'notifications',
      'staff',
      'questions',
      'partners',
      'exchangeRates',
    ]);
  });
});
