import type { Driver } from '@freight/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personFullName } from '../../../lib/account/account-display';
import { RatingSummaryText } from '../../../ui/rating-summary';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { DriverFlags } from './driver-flags';
import { driverPath, type DriverListVariant } from './driver-paths';
import type { DataColumns } from '../../../ui/list-page/data-table';

interface DriverListProps extends DataListViewProps<Driver> {
  variant: DriverListVariant;
  /** The carrier's edit and retire buttons; a table row has room for icons only. */
  actions?: (driver: Driver, layout: 'row' | 'card') => ReactNode;
}

function DriverLink({ driver, variant }: { driver: Driver; variant: DriverListVariant }) {
  return (
    <Link
      to={driverPath(driver, variant)}
      data-testid="driver-open"
      style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {personFullName(driver)}
    </Link>
  );
}

function BlacklistReason({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  if (!driver.blacklisted || !driver.blacklistReason) return null;
  return (
    <Typography.Text type="danger" style={{ fontSize: 12, overflowWrap: 'anywhere' }}>
      {t('list.blacklistReason')}:{' '}
      <span data-testid="driver-blacklist-reason">{driver.blacklistReason}</span>
    </Typography.Text>
  );
}

function StatusCell({ driver }: { driver: Driver }) {
  return (
    <Flex vertical gap={4} style={{ maxWidth: 280 }}>
      <DriverFlags driver={driver} />
      <BlacklistReason driver={driver} />
    </Flex>
  );
}

function RatingText({ driver }: { driver: Driver }) {
  const { t } = useTranslation('fleet');
  return <RatingSummaryText rated={driver} emptyText={t('detail.noRating')} />;
}

/** Drivers as a table, or cards on a phone; the carrier's list and the security service's. */
export function DriverList({ variant, actions, ...props }: DriverListProps) {
  const { t } = useTranslation('fleet');
  const columns: DataColumns<Driver> = [
    {
      key: 'name',
      title: t('columns.name'),
      sorter: true,
      render: (_, driver) => <DriverLink driver={driver} variant={variant} />,
    },
    { key: 'iin', title: t('columns.iin'), dataIndex: 'iin' },
    ...(variant === 'review'
      ? [
          {
            key: 'company',
            title: t('columns.carrier'),
            sorter: true,
            render: (_: unknown, driver: Driver) => driver.companyName,
          },
        ]
      : []),
    { key: 'phone', title: t('columns.phone'), dataIndex: 'phone' },
    {
      key: 'status',
      title: t('columns.status'),
      sorter: true,
      render: (_, driver) => <StatusCell driver={driver} />,
    },
    {
      key: 'rating',
      title: t('columns.rating'),
      render: (_, driver) => <RatingText driver={driver} />,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: '',
            align: 'right' as const,
            render: (_: unknown, driver: Driver) => actions(driver, 'row'),
          },
        ]
      : []),
  ];

  return (
    <DataList<Driver>
      {...props}
      rowKey={(driver) => driver.id}
      rowAttributes={(driver) => ({
        'data-testid': 'driver-row',
        'data-driver-id': driver.id,
        'data-iin': driver.iin,
        'data-status': driver.status,
        'data-blacklisted': String(driver.blacklisted),
      })}
      columns={columns}
      renderCard={(driver) => (
        <Flex vertical gap={6}>
          <DriverLink driver={driver} variant={variant} />
          <StatusCell driver={driver} />
          <Typography.Text>
            {t('columns.iin')}: {driver.iin}
          </Typography.Text>
          {variant === 'review' && (
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>
              {t('columns.carrier')}: {driver.companyName}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">
            {driver.phone} · <RatingText driver={driver} />
          </Typography.Text>
          {actions?.(driver, 'card')}
        </Flex>
      )}
    />
  );
}
