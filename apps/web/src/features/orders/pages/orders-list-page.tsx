import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  OrderAction,
  orderActionPermission,
  type OrderListScope,
  type Role,
} from '@freight/shared';
import { Badge, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useCan } from '../../../lib/permissions';
import { useAccount } from '../../../lib/session/use-session';
import { PageEmpty } from '../../../ui/page-state';
import { SearchInput } from '../../../ui/search-input';
import { useOrders } from '../api/get-orders';
import { PendingDeletionsBanner } from '../components/pending-deletions-banner';
import { OrderFiltersPanel } from '../components/order-filters';
import { OrderList } from '../components/order-list';
import { useOrderListParams } from '../components/order-list-params';

const PAGE_SIZE = 20;

/** The server's order when none is asked for: newest first. */
const DEFAULT_SORT = '-createdAt';
const SORT_VALUES = [
  DEFAULT_SORT,
  'createdAt',
  'plannedLoadingDate',
  '-plannedLoadingDate',
  'price',
  '-price',
] as const;

/**
 * `/requests` and `/my-requests` (spec: the same list screen). Filters, search, sort and page
 * live in the address; the server filters, sorts and pages.
 */
export function OrdersListPage({ scope }: { scope: OrderListScope }) {
  const { t } = useTranslation('orders');
  const account = useAccount();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { page, q, sort, filters, activeFilterCount, update, setFilter, resetFilters } =
    useOrderListParams();
  const list = useOrders({ scope, ...filters, q, sort, page, pageSize: PAGE_SIZE });
  const can = useCan();
  const role = account?.roleType;
  const canCreate = can('create:order:own');
  const carrierSide = can(orderActionPermission(OrderAction.RESPOND));
  const reviewsDeletions = can('read:deletion_request:any');
  const searching = activeFilterCount > 0 || q !== '';

  const createButton = canCreate && (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      data-testid="orders-create"
      onClick={() => void navigate('/new-request')}
    >
      {t('list.create')}
    </Button>
  );

  let body;
  if (list.isPending) {
    body = (
      <div data-testid="orders-loading" role="status" aria-label={t('list.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (list.data && list.data.items.length === 0) {
    body = (
      <div data-testid="orders-empty">
        <PageEmpty
          title={t('list.nothingFound')}
          description={searching ? t('list.nothingFoundFiltered') : t('list.nothingFoundEmpty')}
          action={
            searching ? (
              <Button data-testid="orders-reset-all" onClick={() => resetFilters(true)}>
                {t('list.resetAll')}
              </Button>
            ) : (
              createButton
            )
          }
        />
      </div>
    );
  } else {
    body = (
      <OrderList
        data={list.data}
        fetching={list.isFetching && list.isPlaceholderData}
        error={list.isError ? list.error : null}
        onRetry={() => void list.refetch()}
        carrierSide={carrierSide}
        pagination={{
          page: list.data?.page ?? page,
          pageSize: list.data?.pageSize ?? PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (next) => update({ page: next }),
        }}
        sort={{
          value: sort ?? DEFAULT_SORT,
          onChange: (value) => update({ sort: value === DEFAULT_SORT ? undefined : value }),
          options: SORT_VALUES.map((value) => ({ value, label: t(`sort.${value}`) })),
        }}
      />
    );
  }

  return (
    <Flex vertical gap={12} data-testid="orders-page" data-scope={scope}>
      <Flex wrap align="center" justify="space-between" gap={12}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(`list.title.${scope}`)}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t(`list.subtitle.${scope}.${sideOf(role)}`)}
          </Typography.Text>
        </div>
        {createButton}
      </Flex>
      {reviewsDeletions && <PendingDeletionsBanner role={role} />}
      <Card size="small">
        <Flex vertical gap={12}>
          <Flex gap={8} align="center">
            <SearchInput
              value={q}
              onSearch={(query) => update({ q: query }, { replace: true })}
              placeholder={t('list.searchPlaceholder')}
              testId="orders-search"
            />
            {isMobile && (
              <Badge count={activeFilterCount} size="small">
                <Button
                  icon={<FilterOutlined />}
                  aria-expanded={filtersOpen}
                  data-testid="orders-filters-toggle"
                  onClick={() => setFiltersOpen((open) => !open)}
                >
                  {t('filters.title')}
                </Button>
              </Badge>
            )}
          </Flex>
          {(!isMobile || filtersOpen) && (
            <OrderFiltersPanel
              filters={filters}
              activeCount={activeFilterCount}
              onChange={setFilter}
              onReset={() => resetFilters()}
            />
          )}
        </Flex>
      </Card>
      <div data-testid="orders-list">{body}</div>
      {list.data?.totalCapped && (
        <Typography.Text type="secondary" data-testid="orders-total-capped">
          {t('list.totalCapped', { count: list.data.total })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** Which subtitle fits the reader: the load board for carriers, the company's orders… */
function sideOf(role: Role | undefined): 'forwarder' | 'carrier' | 'platform' {
  if (role !== undefined && FORWARDER_SIDE_ROLES.includes(role)) return 'forwarder';
  if (role !== undefined && CARRIER_SIDE_ROLES.includes(role)) return 'carrier';
  return 'platform';
}
