import { ExclamationCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { Driver } from '@freight/shared';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DriverStatusTag } from '../../../ui/status-tag/status-tag';

type FlaggedDriver = Pick<
  Driver,
  'status' | 'blacklisted' | 'blacklistReason' | 'documentsExpired' | 'expiredDocuments'
>;

/**
 * The status with what else a list must flag: the blacklist (its reason on hover and for
 * screen readers) and expired documents.
 */
export function DriverFlags({ driver }: { driver: FlaggedDriver }) {
  const { t } = useTranslation('fleet');
  return (
    <Flex wrap gap={4} align="center">
      <DriverStatusTag status={driver.status} testId="driver-status" />
      {driver.blacklisted && (
        <Tooltip title={driver.blacklistReason}>
          <Tag
            color="volcano"
            icon={<StopOutlined />}
            data-testid="driver-blacklisted"
            aria-label={`${t('flags.blacklisted')}: ${driver.blacklistReason ?? ''}`}
            style={{ marginInlineEnd: 0 }}
          >
            {t('flags.blacklisted')}
          </Tag>
        </Tooltip>
      )}
      {driver.documentsExpired && (
        <Tooltip
          title={driver.expiredDocuments.map((document) => t(`documents.${document}`)).join(', ')}
        >
          <Tag
            color="orange"
            icon={<ExclamationCircleOutlined />}
            data-testid="driver-expired"
            style={{ marginInlineEnd: 0 }}
          >
            {t('flags.expired')}
          </Tag>
        </Tooltip>
      )}
    </Flex>
  );
}
