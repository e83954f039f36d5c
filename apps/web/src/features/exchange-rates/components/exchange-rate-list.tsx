import type { ExchangeRate } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import type { DataColumns } from '../../../ui/list-page/data-table';

/** Rates as a table, or cards on a phone: currency, day, tenge per unit. */
export function ExchangeRateList(props: DataListViewProps<ExchangeRate>) {
  const { t } = useTranslation(['rates', 'orders']);
  const rate = (item: ExchangeRate) => `${formatNumber(item.rateToKzt, 6)} ₸`;
  const columns: DataColumns<ExchangeRate> = [
    {
      key: 'currency',
      title: t('columns.currency'),
      render: (_, item) => (
        <Typography.Text strong>{t(`orders:currency.${item.currency}`)}</Typography.Text>
      ),
    },
    { key: 'rateDate', title: t('columns.date'), render: (_, item) => formatDate(item.rateDate) },
    { key: 'rateToKzt', title: t('columns.rate'), align: 'right', render: (_, item) => rate(item) },
  ];
  return (
    <DataList<ExchangeRate>
      {...props}
      rowKey={(item) => `${item.currency}:${item.rateDate}`}
      rowAttributes={(item) => ({
        'data-testid': 'exchange-rate-row',
        'data-currency': item.currency,
        'data-date': item.rateDate,
      })}
      columns={columns}
      renderCard={(item) => (
        <Flex justify="space-between" align="baseline" gap={8} wrap>
          <Flex vertical>
            <Typography.Text strong>{item.currency}</Typography.Text>
            <Typography.Text type="secondary">{formatDate(item.rateDate)}</Typography.Text>
          </Flex>
          <Typography.Text strong>{rate(item)}</Typography.Text>
        </Flex>
      )}
    />
  );
}
