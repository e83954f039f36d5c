import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPath } from './sign-in-path';

const ORIGIN = 'https://freight.example.kz';
const returnPathFrom = (search: string) => returnPathOf({ search, origin: ORIGIN });

describe('the return path of the sign-in', () => {
  it('carries the page a user was sent away from, query included', () => {
    expect(signInPath('/orders/12?tab=files')).toBe('/login?next=%2Forders%2F12%3Ftab%3Dfiles');
    expect(returnPathFrom('?next=%2Forders%2F12%3Ftab%3Dfiles')).toBe('/orders/12?tab=files');
    expect(signInPath()).toBe('/login');
  });

  it.each([
    ['no next', ''],
    ['an empty one', '?next='],
    ['a relative path', '?next=orders'],
    ['another site', '?next=https%3A%2F%2Fevil.example'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example'],
    ['a backslash the browser reads as a slash', '?next=%2F%5Cevil.example'],
    ['a tab the URL parser drops', '?next=%2F%09%2Fevil.example'],
    ['the sign-in itself', '?next=%2Flogin%3Fnext%3D%252Fprofile'],
  ])('ignores %s', (_case, search) => {
    expect(returnPathFrom(search)).toBeNull();
  });
});
