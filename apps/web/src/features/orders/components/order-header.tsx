import type { OrderDetail } from '@freight/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format';
import { useScreenTitle } from '../../../lib/routing/screen-title';
import { OrderStatusTag } from '../../../ui/status-tag/status-tag';
import { PublicationStageTag } from './publication-stage-tag';

interface OrderHeaderProps {
  /** Absent while the request is being created. */
  order?: OrderDetail;
  /** The actions of the view, beside the title. */
  extra?: ReactNode;
}

/**
 * The number the server gave the order, when it was created, its status (and who sees it,
 * while only the owner's carriers do) and its owner.
 */
export function OrderHeader({ order, extra }: OrderHeaderProps) {
  const { t } = useTranslation('orders');
  // A new request has no number yet: the screen's own title (the route table's) stands.
  const screenTitle = useScreenTitle();
  if (!order) {
    return (
      <Typography.Title level={3} style={{ margin: 0 }}>
        {screenTitle}
      </Typography.Title>
    );
  }
  return (
    <Flex wrap align="flex-start" justify="space-between" gap={12}>
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex wrap align="center" gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('form.numberTitle')}{' '}
            <span data-testid="order-number" style={{ whiteSpace: 'nowrap' }}>
              {order.number}
            </span>
          </Typography.Title>
          <OrderStatusTag status={order.status} testId="order-status" />
          <PublicationStageTag order={order} />
        </Flex>
        <Typography.Text type="secondary">
          {t('form.createdAt')}{' '}
          <time dateTime={order.createdAt} data-testid="order-created-at">
            {formatDateTime(order.createdAt)}
          </time>
          {' · '}
          {t('form.owner')} <span data-testid="order-owner">{order.ownerCompany.name}</span>
        </Typography.Text>
      </Flex>
      {extra}
    </Flex>
  );
}
