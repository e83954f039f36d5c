import { ArrowRightOutlined } from '@ant-design/icons';
import { OrderStatus, shownPrice, type OrderListItem } from '@freight/shared';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { OrderStatusTag, ResponseStatusTag } from '../../../ui/status-tag/status-tag';
import type { DataColumns } from '../../../ui/list-page/data-table';
import { PublicationStageTag } from './publication-stage-tag';

interface OrderListProps extends DataListViewProps<OrderListItem> {
  /** Carriers see their own response's status instead of the number of responses. */
  carrierSide: boolean;
}

export const orderPath = (order: { id: string }) => `/view-request/${order.id}`;

function OrderLink({ order }: { order: OrderListItem }) {
  return (
    <Link
      to={orderPath(order)}
      data-testid="order-open"
      style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
      onClick={(event) => event.stopPropagation()}
    >
      {order.number}
    </Link>
  );
}

export function RouteCell({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  const stops = order.routePointCount - 2;
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      <span style={{ overflowWrap: 'anywhere' }}>
        {order.from.city} <ArrowRightOutlined style={{ fontSize: 11 }} /> {order.to.city}
      </span>
      {stops > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('list.stops', { count: stops })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function Flags({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('orders');
  return (
    <>
      <PublicationStageTag order={order} compact />
      {order.instantBooking && order.status === OrderStatus.PUBLISHED && (
        <Tag color="green" data-testid="order-flag-instant-booking">
          {t('list.flagInstantBooking')}
        </Tag>
      )}
      {order.invited && (
        <Tag color="blue" data-testid="order-flag-invited">
          {t('list.flagInvited')}
        </Tag>
      )}
      {order.hasOpenProblem && (
        <Tag color="volcano" data-testid="order-flag-problem">
          {t('list.flagProblem')}
        </Tag>
      )}
      {order.hasOpenDeletionRequest && (
        <Tag color="orange" data-testid="order-flag-deletion">
          {t('list.flagDeletion')}
        </Tag>
      )}
    </>
  );
}

/**
 * What the order costs: once a carrier is chosen, the price agreed with it, and the asking
 * price beneath, muted, only where the two differ; before that the asking price.
 */
function PriceCell({ order, strong }: { order: OrderListItem; strong?: boolean }) {
  const { t } = useTranslation('orders');
  const { shown, asking } = shownPrice(order, order.agreedPrice);
  return (
    <Flex vertical style={{ whiteSpace: 'nowrap' }}>
      <Typography.Text
        strong={strong}
        data-testid="order-price"
        title={order.agreedPrice ? t('list.agreedPrice') : undefined}
      >
        {formatMoney(shown.price, shown.currency)}
      </Typography.Text>
      {asking && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="order-asking-price">
          {t('list.askingPrice', { price: formatMoney(asking.price, asking.currency) })}
        </Typography.Text>
      )}
    </Flex>
  );
}

function ResponsesCell({ order, carrierSide }: { order: OrderListItem; carrierSide: boolean }) {
  const { t } = useTranslation('orders');
  if (!carrierSide) return <span data-testid="order-response-count">{order.responseCount}</span>;
  if (!order.myResponseStatus)
    return <Typography.Text type="secondary">{t('list.noResponse')}</Typography.Text>;
  return <ResponseStatusTag status={order.myResponseStatus} />;
}

/** `/requests` and `/my-requests`: a table on wide screens, cards on a phone. */
export function OrderList({ carrierSide, ...props }: OrderListProps) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const columns: DataColumns<OrderListItem> = [
    {
      key: 'createdAt',
      title: t('columns.number'),
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      render: (_, order) => (
        <Flex vertical>
          <OrderLink order={order} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(order.createdAt)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'route',
      title: t('columns.route'),
      width: 180,
      render: (_, order) => <RouteCell order={order} />,
    },
    {
      key: 'plannedLoadingDate',
      title: t('columns.loadingDate'),
      sorter: true,
      render: (_, order) => (
        <Flex vertical>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(order.plannedLoadingDate)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`transportType.${order.transportType}`)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'cargo',
      title: t('columns.cargo'),
      render: (_, order) => (
        <Flex vertical style={{ maxWidth: 170 }}>
          <span style={{ overflowWrap: 'anywhere' }}>{order.cargoName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {`${formatNumber(order.cargoWeightTons)} ${t('units.tons')}`}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'price',
      title: t('columns.price'),
      sorter: true,
      align: 'right',
      render: (_, order) => <PriceCell order={order} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, order) => (
        <Flex vertical gap={4} align="flex-start">
          <OrderStatusTag status={order.status} />
          <Flags order={order} />
        </Flex>
      ),
    },
    {
      key: 'responses',
      title: carrierSide ? t('columns.myResponse') : t('columns.responses'),
      align: carrierSide ? 'left' : 'center',
      render: (_, order) => <ResponsesCell order={order} carrierSide={carrierSide} />,
    },
  ];

  return (
    <DataList<OrderListItem>
      {...props}
      rowKey={(order) => order.id}
      rowAttributes={(order) => ({
        'data-testid': 'order-row',
        'data-order-id': order.id,
        'data-status': order.status,
        'data-number': order.number,
      })}
      onRowClick={(order) => void navigate(orderPath(order))}
      columns={columns}
      renderCard={(order) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            <OrderLink order={order} />
            <OrderStatusTag status={order.status} />
          </Flex>
          <RouteCell order={order} />
          <Typography.Text>
            {formatDate(order.plannedLoadingDate)} · {t(`transportType.${order.transportType}`)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {order.cargoName}, {`${formatNumber(order.cargoWeightTons)} ${t('units.tons')}`}
          </Typography.Text>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <PriceCell order={order} strong />
            <Flex gap={4} wrap align="center">
              <Flags order={order} />
              {carrierSide ? (
                <ResponsesCell order={order} carrierSide />
              ) : (
                <Typography.Text type="secondary">
                  {t('list.responsesCount', { count: order.responseCount })}
                </Typography.Text>
              )}
            </Flex>
          </Flex>
        </Flex>
      )}
    />
  );
}
