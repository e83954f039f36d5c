import { isLanguage, PriceComparison } from '@freight/shared';
import { Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { useSearchMatches } from '../api/get-search-matches';

/** A search's matched orders still on the board, newest first; opening them clears the badge. */
export function SearchMatches({ searchId }: { searchId: string }) {
  const { t, i18n } = useTranslation(['alerts', 'orders']);
  const matches = useSearchMatches(searchId);
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  if (matches.isPending) {
    return <Skeleton active paragraph={{ rows: 2 }} data-testid="search-matches-loading" />;
  }
  if (matches.isError) {
    return <PageError error={matches.error} onRetry={() => void matches.refetch()} />;
  }
  const { items, gone } = matches.data;
  return (
    <div data-testid="search-matches" lang={language}>
      {items.length === 0 ? (
        <PageEmpty compact title={t('alerts:matches.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items}
          renderItem={(match) => (
            <List.Item key={match.orderId} data-testid="search-match">
              <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                <Flex justify="space-between" gap={8} wrap>
                  <Link to={`/view-request/${match.orderId}`}>
                    №{match.number} · {match.fromCity} → {match.toCity}
                  </Link>
                  <Typography.Text strong>
                    {formatMoney(match.price, match.currency)}
                  </Typography.Text>
                </Flex>
                <Typography.Text type="secondary">
                  {formatDate(match.plannedLoadingDate)} ·{' '}
                  {t(`orders:transportType.${match.transportType}`)} ·{' '}
                  {t('alerts:summary.weight', { range: formatNumber(match.cargoWeightTons) })} ·{' '}
                  {t('alerts:summary.volume', { range: formatNumber(match.cargoVolumeM3) })} ·{' '}
                  {match.cargoName}
                </Typography.Text>
                {match.priceComparison === PriceComparison.NOT_COMPARED && (
                  <div>
                    <Tag color="warning" data-testid="price-not-compared">
                      {t('alerts:matches.notCompared')}
                    </Tag>
                  </div>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
      {gone > 0 && (
        <Typography.Text type="secondary" data-testid="search-matches-gone">
          {t('alerts:matches.gone', { count: gone })}
        </Typography.Text>
      )}
    </div>
  );
}
