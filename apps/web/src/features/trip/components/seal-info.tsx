import type { SealView } from '@freight/shared';
import { Alert, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The seal numbers at loading and at unloading; a mismatch holds the payment until the CB
 * decides, and stays on record (without the hold) afterwards.
 */
export function SealInfo({ seal }: { seal: SealView }) {
  const { t } = useTranslation('trip');
  if (seal.loadingNumber === null && seal.unloadingNumber === null) return null;
  return (
    <div data-testid="trip-seal" data-mismatch={String(seal.mismatch)}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'loading',
            label: t('seal.atLoading'),
            children: <span data-testid="trip-seal-loading">{seal.loadingNumber ?? '—'}</span>,
          },
          {
            key: 'unloading',
            label: t('seal.atUnloading'),
            children: <span data-testid="trip-seal-unloading">{seal.unloadingNumber ?? '—'}</span>,
          },
        ]}
      />
      {seal.mismatch && (
        <Alert
          type={seal.awaitingDecision ? 'error' : 'info'}
          showIcon
          data-testid="trip-seal-mismatch"
          data-awaiting-decision={String(seal.awaitingDecision)}
          title={t('seal.mismatch')}
          description={seal.awaitingDecision ? t('seal.mismatchHint') : t('seal.decidedHint')}
        />
      )}
    </div>
  );
}
