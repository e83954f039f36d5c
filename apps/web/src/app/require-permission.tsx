import type { Permission } from '@freight/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useCan } from '../lib/permissions';
import { PageLoading } from '../ui/page-loading';

// Loaded when shown: the router, on every first page, would otherwise carry Ant Design's Result
// and its illustrations to every visitor, sign-in included (issue 11).
const AccessDenied = lazy(() =>
  import('./access-denied').then((module) => ({ default: module.AccessDenied })),
);

interface RequirePermissionProps {
  /**
   * The permission the screen's API calls are guarded with (shared permission table); a list
   * opens the screen to holders of any of them (one address for several roles' dashboards).
   */
  permission: Permission | readonly Permission[];
  children: ReactNode;
}

/**
 * A screen of the roles that hold a permission only. The check decides what is shown — the
 * server refuses the calls of any other role regardless — so a wrong role sees 'Access Denied'
 * instead of a screen of failing requests. Sits inside the signed-in layout, which waits for
 * the account.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const can = useCan();
  const permissions = typeof permission === 'string' ? [permission] : permission;
  if (!permissions.some(can))
    return (
      <Suspense fallback={<PageLoading />}>
        <AccessDenied />
      </Suspense>
    );
  return children;
}
