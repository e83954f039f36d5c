import { ExclamationCircleOutlined, StopOutlined } from '@ant-design/icons';
import { DriverStatus, type Driver } from '@freight/shared';
import { Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<DriverStatus, string> = {
  [DriverStatus.PENDING_APPROVAL]: 'gold',
  [DriverStatus.APPROVED]: 'green',
  [DriverStatus.REJECTED]: 'red',
};

interface DriverStatusTagProps {
  status: DriverStatus;
  testId?: string;
}

export function DriverStatusTag({ status, testId }: DriverStatusTagProps) {
  const { t } = useTranslation('fleet');
  return (
    <Tag
      color={STATUS_COLORS[status]}
      data-testid={testId}
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {t(`status.${status}`)}
    </Tag>
  );
}

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
