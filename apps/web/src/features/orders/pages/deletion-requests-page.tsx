import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeletionRequestsSection } from '../components/deletion-requests-section';

/** `/deletion-requests`: the moderator's queue of orders their owners asked to delete. */
export function DeletionRequestsPage() {
  const { t } = useTranslation('orders');
  return (
    <Flex vertical gap={12} data-testid="deletion-requests-page">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('deletion.pageTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('deletion.pageSubtitle')}</Typography.Text>
      </div>
      <DeletionRequestsSection />
    </Flex>
  );
}
