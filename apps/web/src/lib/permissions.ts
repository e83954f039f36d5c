import { can, type Permission } from '@freight/shared';
import { useCallback } from 'react';
import { useAccount } from './session/use-session';

/**
 * Whether the signed-in role holds a permission of the shared table
 * (packages/shared/src/auth/permissions.ts), the one the API guards the same operation with.
 * It decides only what is shown: the server refuses what the table does not allow anyway.
 */
export function useCan(): (permission: Permission) => boolean {
  const role = useAccount()?.roleType;
  return useCallback(
    (permission: Permission) => role !== undefined && can(role, permission),
    [role],
  );
}
