import { OrderAction, orderActionPermission, Role } from '@freight/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, signIn } from '../test/factories';
import { useCan } from './permissions';

describe('useCan', () => {
  it("answers from the signed-in account's role by the shared permission table", () => {
    signIn(makeAccount({ roleType: Role.EMPLOYEE }));
    const { result } = renderHook(() => useCan());
    expect(result.current('create:order:own')).toBe(true);
    expect(result.current(orderActionPermission(OrderAction.ACCEPT_RESPONSE))).toBe(true);
    expect(result.current('manage:employee:own')).toBe(false);
    expect(result.current('review:company:any')).toBe(false);
  });

  it('lets the security service review but not create orders', () => {
    signIn(makeAccount({ roleType: Role.CB, companyName: null, organizationName: null }));
    const { result } = renderHook(() => useCan());
    expect(result.current('review:company:any')).toBe(true);
    expect(result.current('create:order:own')).toBe(false);
  });

  it('allows nothing without a session', () => {
    const { result } = renderHook(() => useCan());
    expect(result.current('read:order:party')).toBe(false);
  });
});
