import type { ProblemOrderPage } from '@freight/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format/format';
import { DataList, type DataListViewProps } from '../../../ui/list-page/data-list';
import { orderPath, RouteCell } from './order-list';
import { problemDescription } from './problem-description';
import { OrderStatusTag } from '../../../ui/status-tag/status-tag';
import type { DataColumns } from '../../../ui/list-page/data-table';

type ProblemOrder = ProblemOrderPage['items'][number];

function Reporter({ item }: { item: ProblemOrder }) {
  const { t } = useTranslation('orders');
  const { reportedBy } = item.problem;
  return (
    <Flex vertical>
      <span>{reportedBy.name}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {reportedBy.companyName ?? t(`common:roles.${reportedBy.role}`)} ·{' '}
        {formatDateTime(item.problem.reportedAt)}
      </Typography.Text>
    </Flex>
  );
}

function Description({ problem }: { problem: ProblemOrder['problem'] }) {
  const { t } = useTranslation('orders');
  return (
    <Typography.Paragraph
      ellipsis={{ rows: 2, expandable: false }}
      style={{ margin: 0, maxWidth: 360, overflowWrap: 'anywhere' }}
      data-testid="problem-row-description"
    >
      {problemDescription(problem, t)}
    </Typography.Paragraph>
  );
}

/** The CB's problem orders: the order, the report, who sent it and when. */
export function ProblemOrderList(props: DataListViewProps<ProblemOrder>) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const numberLink = (item: ProblemOrder) => (
    <Link
      to={orderPath(item)}
      data-testid="problem-open-order"
      style={{ fontWeight: 600 }}
      onClick={(event) => event.stopPropagation()}
    >
      {item.number}
    </Link>
  );
  const columns: DataColumns<ProblemOrder> = [
    { key: 'number', title: t('columns.number'), render: (_, item) => numberLink(item) },
    { key: 'route', title: t('columns.route'), render: (_, item) => <RouteCell order={item} /> },
    {
      key: 'description',
      title: t('problem.description'),
      render: (_, item) => <Description problem={item.problem} />,
    },
    {
      key: 'reporter',
      title: t('problem.reporter'),
      render: (_, item) => <Reporter item={item} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, item) => <OrderStatusTag status={item.status} />,
    },
  ];
  return (
    <DataList<ProblemOrder>
      {...props}
      rowKey={(item) => item.problem.id}
      rowAttributes={(item) => ({
        'data-testid': 'problem-row',
        'data-order-id': item.id,
        'data-problem-status': item.problem.status,
      })}
      onRowClick={(item) => void navigate(orderPath(item))}
      columns={columns}
      renderCard={(item) => (
        <Flex vertical gap={6}>
          <Flex justify="space-between" align="flex-start" gap={8}>
            {numberLink(item)}
            <OrderStatusTag status={item.status} />
          </Flex>
          <RouteCell order={item} />
          <Description problem={item.problem} />
          <Reporter item={item} />
        </Flex>
      )}
    />
  );
}
