import type { DeletionRequestPage } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { orderPath, RouteCell } from './order-list';
import { DeletionRequestStatusTag, OrderStatusTag } from '../../../ui/status-tag/status-tag';
import type { DataColumns } from '../../../ui/list-page/data-table';

type DeletionRequestRow = DeletionRequestPage['items'][number];

function Requested({ item }: { item: DeletionRequestRow }) {
  return (
    <Flex vertical>
      <span>{item.requestedBy.name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {item.order.ownerCompany.name} · {formatDateTime(item.requestedAt)}
      </Typography.Text>
    </Flex>
  );
}

/** Deletion requests with their orders, for the moderator and the CB to decide. */
export function DeletionRequestList(props: DataListViewProps<DeletionRequestRow>) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const numberLink = (item: DeletionRequestRow) => (
    <Link
      to={orderPath(item.order)}
      data-testid="deletion-open-order"
      style={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
    >
      {item.order.number}
    </Link>
  );
  const reason = (item: DeletionRequestRow) => (
    <Typography.Paragraph
      ellipsis={{ rows: 2 }}
      type={item.reason ? undefined : 'secondary'}
      style={{ margin: 0, maxWidth: 360, overflowWrap: 'anywhere' }}
    >
      {item.reason ?? t('deletion.noReason')}
    </Typography.Paragraph>
  );
  const columns: DataColumns<DeletionRequestRow> = [
    { key: 'number', title: t('columns.number'), render: (_, item) => numberLink(item) },
    {
      key: 'route',
      title: t('columns.route'),
      render: (_, item) => <RouteCell order={item.order} />,
    },
    { key: 'reason', title: t('deletion.reason'), render: (_, item) => reason(item) },
    {
      key: 'requested',
      title: t('deletion.requestedBy'),
      render: (_, item) => <Requested item={item} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, item) => (
        <Flex gap={4} wrap>
          <OrderStatusTag status={item.order.status} />
          <DeletionRequestStatusTag status={item.status} />
        </Flex>
      ),
    },
  ];
  return (
    <DataList<DeletionRequestRow>
      {...props}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({
        'data-testid': 'deletion-row',
        'data-order-id': item.order.id,
        'data-status': item.status,
      })}
      onRowClick={(item) => void navigate(orderPath(item.order))}
      columns={columns}
      renderCard={(item) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            {numberLink(item)}
            <DeletionRequestStatusTag status={item.status} />
          </Flex>
          <RouteCell order={item.order} />
          {reason(item)}
          <Requested item={item} />
        </Flex>
      )}
    />
  );
}
