import type { Permission } from '@freight/shared';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../lib/permissions';

function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="access-denied-page">
      <Result
        status="403"
        title={t('errors:ACCESS_DENIED')}
        subTitle={t('accessDenied.text')}
        extra={
          <Button
            type="primary"
            data-testid="access-denied-back"
            onClick={() => void navigate('/')}
          >
            {t('notFound.backHome')}
          </Button>
        }
      />
    </div>
  );
}

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
  if (!permissions.some(can)) return <AccessDenied />;
  return children;
}
