import { CompanyKind } from '@freight/shared';
import { describe, expect, it } from 'vitest';
import { signUpPath, signUpRoleFrom } from './sign-up-role';

describe('the sign-up role in the address', () => {
  it('round-trips each role through the sign-up path', () => {
    for (const kind of Object.values(CompanyKind)) {
      const search = new URLSearchParams(signUpPath(kind).split('?')[1]);
      expect(signUpRoleFrom(search)).toBe(kind);
    }
  });

  it('ignores a missing or unknown role', () => {
    expect(signUpRoleFrom(new URLSearchParams(''))).toBeNull();
    expect(signUpRoleFrom(new URLSearchParams('role=driver'))).toBeNull();
  });
});
