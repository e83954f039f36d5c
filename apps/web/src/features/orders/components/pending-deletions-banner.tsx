import { Role } from '@freight/shared';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePendingDeletionCount } from '../api/get-deletion-requests';

/** Where a reviewer decides deletion requests: the CB's tab, the moderator's own page. */
export const deletionRequestsPath = (role: Role | undefined) =>
  role === Role.CB ? '/problem-requests?tab=deletions' : '/deletion-requests';

/**
 * Moderators and the CB decide deletion requests; the moderator's menu has only the order
 * list, so the list says when some wait and leads to them.
 */
export function PendingDeletionsBanner({ role }: { role: Role | undefined }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const count = usePendingDeletionCount();
  if (count === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="orders-deletions-banner"
      title={t('deletion.pendingBanner', { count })}
      action={
        <Button
          size="small"
          data-testid="orders-deletions-open"
          onClick={() => void navigate(deletionRequestsPath(role))}
        >
          {t('deletion.openRequests')}
        </Button>
      }
    />
  );
}
