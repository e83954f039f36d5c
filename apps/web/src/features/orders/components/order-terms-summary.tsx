import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { shownPrice, type OrderDetail } from '@freight/shared';
import { Button, Card, Descriptions, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format';

interface OrderTermsSummaryProps {
  order: OrderDetail;
  /** The whole read-only request form, shown on demand. */
  fullTerms: ReactNode;
}

/** The price agreed with the chosen carrier, the asking price beside it where they differ. */
function PriceText({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { shown, asking } = shownPrice(order, order.selectedResponse);
  return (
    <span data-testid="order-summary-price">
      {formatMoney(shown.price, shown.currency)}
      {asking && (
        <Typography.Text type="secondary">
          {' · '}
          {t('view.askedPrice', { price: formatMoney(asking.price, asking.currency) })}
        </Typography.Text>
      )}
    </span>
  );
}

/**
 * Once the trip is under way the order's terms are settled: what a party looks up in them
 * (route, dates, cargo, price) in a few lines, the whole form one tap away (issue 30).
 */
export function OrderTermsSummary({ order, fullTerms }: OrderTermsSummaryProps) {
  const { t } = useTranslation('orders');
  const [expanded, setExpanded] = useState(false);
  const cities = [...order.route]
    .sort((a, b) => a.position - b.position)
    .map((point) => point.city)
    .join(' → ');
  return (
    <Card
      title={t('view.terms')}
      data-testid="order-terms-summary"
      data-expanded={String(expanded)}
      extra={
        <Button
          type="link"
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          aria-expanded={expanded}
          aria-controls="order-full-terms"
          data-testid="order-terms-toggle"
          onClick={() => setExpanded((shown) => !shown)}
        >
          {expanded ? t('view.hideAllTerms') : t('view.showAllTerms')}
        </Button>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'route', label: t('columns.route'), children: cities },
          {
            key: 'dates',
            label: t('view.dates'),
            children: `${formatDate(order.plannedLoadingDate)} – ${formatDate(order.plannedUnloadingDate)}`,
          },
          {
            key: 'cargo',
            label: t('columns.cargo'),
            children: `${order.cargoName} · ${formatNumber(order.cargoWeightTons)} ${t('units.tons')} · ${formatNumber(order.cargoVolumeM3)} ${t('units.cubicMetres')}`,
          },
          {
            key: 'transport',
            label: t('fields.transportType'),
            children: t(`transportType.${order.transportType}`),
          },
          { key: 'price', label: t('columns.price'), children: <PriceText order={order} /> },
          {
            key: 'paymentTerms',
            label: t('fields.paymentTerms'),
            children: t(`paymentTerms.${order.paymentTerms}`),
          },
        ]}
      />
      {expanded && (
        <div id="order-full-terms" style={{ marginTop: 16 }}>
          {fullTerms}
        </div>
      )}
    </Card>
  );
}
