import type { TruckOffer } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format';
import { Panel } from '../../../ui/panel';
import { PageEmpty, PageError } from '../../../ui/page-state';
import { PageLoading } from '../../../ui/page-loading';
import { useMatchingOrders } from '../api/truck-offers';

/** The published orders an offer's truck suits, soonest loading first, each a link to it. */
export function MatchingOrders({ offer }: { offer: TruckOffer }) {
  const { t } = useTranslation(['trucks', 'orders']);
  const matching = useMatchingOrders(offer.id);
  if (matching.isPending) return <PageLoading />;
  if (matching.isError) {
    return <PageError error={matching.error} onRetry={() => void matching.refetch()} />;
  }
  if (matching.data.items.length === 0) {
    return <PageEmpty title={t('matching.empty')} description={t('matching.emptyHint')} />;
  }
  return (
    <Flex vertical gap={8} data-testid="matching-orders">
      {matching.data.items.map((order) => (
        <Panel key={order.id} padding={12} data-testid="matching-order">
          <Flex vertical gap={4}>
            <Flex justify="space-between" wrap gap={8}>
              <Link to={`/view-request/${order.id}`}>
                <Typography.Text strong>
                  №{order.number}: {order.fromCity} → {order.toCity}
                </Typography.Text>
              </Link>
              <Typography.Text strong>{formatMoney(order.price, order.currency)}</Typography.Text>
            </Flex>
            <Typography.Text>
              {formatDate(order.plannedLoadingDate)} ·{' '}
              {t(`orders:transportType.${order.transportType}`)} ·{' '}
              {t('matching.cargo', {
                name: order.cargoName,
                tons: formatNumber(order.cargoWeightTons),
                m3: formatNumber(order.cargoVolumeM3, 2),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">{order.ownerCompanyName}</Typography.Text>
          </Flex>
        </Panel>
      ))}
    </Flex>
  );
}
