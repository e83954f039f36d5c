import type { CarrierPoolListing } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import type { DataColumns } from '../../../ui/list-page/data-table';

/** The forwarders that keep the carrier among their own: a table, or cards on a phone. */
export function CarrierPoolListingList(props: DataListViewProps<CarrierPoolListing>) {
  const { t } = useTranslation('pool');
  const columns: DataColumns<CarrierPoolListing> = [
    {
      key: 'company',
      title: t('listings.company'),
      render: (_, listing) => <Typography.Text strong>{listing.companyName}</Typography.Text>,
    },
    { key: 'bin', title: t('columns.bin'), dataIndex: 'bin' },
    {
      key: 'since',
      title: t('listings.since'),
      render: (_, listing) => formatDate(listing.addedAt),
    },
  ];
  return (
    <DataList<CarrierPoolListing>
      {...props}
      rowKey={(listing) => listing.forwarderCompanyId}
      rowAttributes={(listing) => ({
        'data-testid': 'carrier-pool-listing',
        'data-company-id': listing.forwarderCompanyId,
      })}
      columns={columns}
      renderCard={(listing) => (
        <Flex vertical gap={4}>
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {listing.companyName}
          </Typography.Text>
          <Typography.Text type="secondary">{t('bin', { bin: listing.bin })}</Typography.Text>
          <Typography.Text>
            {t('listings.sinceDate', { date: formatDate(listing.addedAt) })}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
