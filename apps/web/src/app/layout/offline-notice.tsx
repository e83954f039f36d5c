import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../../lib/pwa/network-status';

/**
 * Says the server cannot be reached (issue 13): the shell opened from the service worker's
 * cache, or a request just failed for network reasons. It floats over the bottom edge so
 * neither the sticky side menu nor a screen's layout moves when it comes and goes.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  if (!useIsOffline()) return null;
  return (
    <div
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1100,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Alert
        data-testid="offline-notice"
        type="warning"
        showIcon
        title={t('offline.title')}
        description={t('offline.description')}
        style={{ maxWidth: 520, width: '100%', pointerEvents: 'auto' }}
      />
    </div>
  );
}
