import { Role } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../test/factories';
import { displayNameOf, fullNameOf, organizationNameOf } from './account-display';

const people = { fname: 'Ерлан', lname: 'Нұрланов', sname: 'Серікұлы' };

describe('the name in the top bar', () => {
  it.each([Role.DRIVER_COMPANY, Role.LOGISTICIAN])('is the company name for a %s', (role) => {
    const account = makeAccount({ ...people, roleType: role, companyName: 'ТОО «Жол Транс»' });
    expect(displayNameOf(account)).toBe('ТОО «Жол Транс»');
  });

  it.each([Role.FORWARDER, Role.EMPLOYEE])('is the organisation name for a %s', (role) => {
    const account = makeAccount({ ...people, roleType: role, organizationName: 'ТОО «Дала»' });
    expect(displayNameOf(account)).toBe('ТОО «Дала»');
  });

  it.each([Role.CB, Role.MODERATOR, Role.ADMIN])('is first and last name for a %s', (role) => {
    const account = makeAccount({
      ...people,
      roleType: role,
      organizationName: 'Служба безопасности',
      companyName: 'Служба безопасности',
    });
    expect(displayNameOf(account)).toBe('Ерлан Нұрланов');
  });

  it('falls back to the person when a company account has no company name', () => {
    const account = makeAccount({ ...people, roleType: Role.DRIVER_COMPANY, companyName: null });
    expect(displayNameOf(account)).toBe('Ерлан Нұрланов');
  });
});

describe('the profile', () => {
  it('shows the full name as last, first and middle name', () => {
    expect(fullNameOf(makeAccount(people))).toBe('Нұрланов Ерлан Серікұлы');
    expect(fullNameOf(makeAccount({ ...people, sname: null }))).toBe('Нұрланов Ерлан');
  });

  it('treats an account without organisation or company name as a person', () => {
    const account = makeAccount({ organizationName: null, companyName: null });
    expect(organizationNameOf(account)).toBeNull();
  });
});
