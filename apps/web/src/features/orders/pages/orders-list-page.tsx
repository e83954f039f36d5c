import { PlusOutlined } from '@ant-design/icons';
import {
  CARRIER_SIDE_ROLES,
  DEFAULT_PAGE_SIZE,
  FORWARDER_SIDE_ROLES,
  OrderAction,
  orderActionPermission,
  ORDER_SORT_FIELDS,
  type OrderListQuery,
  type OrderListScope,
  type Role,
} from '@freight/shared';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../../lib/layout/use-is-mobile';
import { useCan } from '../../../lib/permissions';
import { useAccount } from '../../../lib/session/use-session';
import { FilterToggle } from '../../../ui/list-page/filter-toggle';
import { ListPage } from '../../../ui/list-page/list-page';
import { Panel } from '../../../ui/panel';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { SearchInput } from '../../../ui/search-input';
import { orderListQueryOptions } from '../api/get-orders';
import { OrderList } from '../components/order-list';
import { OrderStatusTabs } from '../components/order-status-tabs';
import {
  activeFilterCountOf,
  filterPatch,
  ORDER_FILTER_NAMES,
  orderFiltersOf,
  resetFiltersPatch,
  type OrderFilters,
} from '../components/order-list-params';
import { PendingDeletionsBanner } from '../components/pending-deletions-banner';

/**
 * The filter panel's pickers (dates, multiple choice, numbers) are most of what the first
 * screen would otherwise download (issue 11: `/requests` within 350 kB): they load when the
 * panel first opens, or as the pointer reaches its button.
 */
const OrderFiltersPanel = lazy(() =>
  import('../components/order-filters').then((module) => ({ default: module.OrderFiltersPanel })),
);
const preloadFilters = () => void import('../components/order-filters');

type OrderSort = NonNullable<OrderListQuery['sort']>;
const ORDER_SORTS: readonly OrderSort[] = ORDER_SORT_FIELDS.flatMap((field) => [
  field,
  `-${field}` as const,
]);

/** The phone's sort picker: the orders it offers, newest first being the server's default. */
const SORT_OPTIONS: readonly OrderSort[] = [
  '-createdAt',
  'createdAt',
  'plannedLoadingDate',
  '-plannedLoadingDate',
  'price',
  '-price',
];

/** The rows a page may hold: the default 20, fewer to scan, more to compare (issue 30). */
const ORDER_PAGE_SIZES = [10, DEFAULT_PAGE_SIZE, 50] as const;

/** Saves the board's filters as a search with alerts (the saved searches' feature, issue 31). */
export type SaveSearchSlot = ComponentType<{ filters: OrderFilters; compact: boolean }>;

/**
 * `/requests` and `/my-requests` (spec: the same list screen). Filters, search, sort, page and
 * page size live in the address; the server filters, sorts and pages.
 */
export function OrdersListPage({
  scope,
  saveSearch: SaveSearch,
}: {
  scope: OrderListScope;
  saveSearch?: SaveSearchSlot;
}) {
  const { t } = useTranslation('orders');
  const account = useAccount();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const can = useCan();
  const role = account?.roleType;
  const canCreate = can('create:order:own');
  const carrierSide = can(orderActionPermission(OrderAction.RESPOND));
  const reviewsDeletions = can('read:deletion_request:any');
  const savesSearches = SaveSearch !== undefined && can('manage:saved_search:self');
  const list = useListPage({
    filters: ORDER_FILTER_NAMES,
    pageSizeOptions: ORDER_PAGE_SIZES,
    sort: {
      allowed: ORDER_SORTS,
      defaultSort: '-createdAt',
      options: SORT_OPTIONS.map((value) => ({ value, label: t(`sort.${value}`) })),
    },
    action: canCreate
      ? {
          label: t('list.create'),
          icon: <PlusOutlined />,
          testId: 'orders-create',
          onClick: () => void navigate('/new-request'),
        }
      : undefined,
    query: ({ place, filters }) =>
      orderListQueryOptions({ ...place, scope, ...orderFiltersOf(filters) }),
  });
  const filters = orderFiltersOf(list.filters);
  const { status, ...filtersBesideStatus } = filters;
  const activeFilterCount = activeFilterCountOf(filters);
  // Open from the start on a wide screen when the address already filters, so the filters in
  // effect are in view; a phone keeps its list first and shows their number on the button.
  const [filtersOpen, setFiltersOpen] = useState(() => !isMobile && activeFilterCount > 0);

  const toolbar = (
    <>
      {reviewsDeletions && <PendingDeletionsBanner role={role} />}
      <Panel padding={12}>
        <Flex vertical gap={12}>
          <Flex gap={8} align="center">
            <SearchInput
              {...list.search}
              placeholder={t('list.searchPlaceholder')}
              testId="orders-search"
            />
            <FilterToggle
              label={t('filters.title')}
              activeCount={activeFilterCount}
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              onApproach={preloadFilters}
              testId="orders-filters-toggle"
            />
            {savesSearches && (
              <Suspense fallback={null}>
                <SaveSearch filters={filters} compact={isMobile} />
              </Suspense>
            )}
          </Flex>
          {filtersOpen && (
            <Suspense
              fallback={<Skeleton.Input active block data-testid="orders-filters-loading" />}
            >
              <OrderFiltersPanel
                filters={filters}
                showInvited={can(orderActionPermission(OrderAction.RESPOND))}
                activeCount={activeFilterCount}
                onChange={(name, value) => list.update(filterPatch(name, value))}
                onReset={() => list.update(resetFiltersPatch())}
              />
            </Suspense>
          )}
        </Flex>
      </Panel>
      <OrderStatusTabs
        query={{ ...filtersBesideStatus, scope, q: list.q || undefined }}
        status={status}
        onChange={(statuses) => list.update(filterPatch('status', statuses))}
      />
    </>
  );

  return (
    <ListPage
      testId="orders-page"
      attributes={{ 'data-scope': scope }}
      subtitle={t(`list.subtitle.${scope}.${sideOf(role)}`)}
      list={list}
      toolbar={toolbar}
    >
      <div data-testid="orders-list">
        <OrderList
          {...list.state}
          carrierSide={carrierSide}
          empty={list.empty(
            {
              title: t('list.nothingFound'),
              description: t('list.nothingFoundEmpty'),
              testId: 'orders-empty',
            },
            {
              description: t('list.nothingFoundFiltered'),
              action: (
                <Button
                  data-testid="orders-reset-all"
                  onClick={() => list.update(resetFiltersPatch(true))}
                >
                  {t('list.resetAll')}
                </Button>
              ),
              testId: 'orders-empty',
            },
          )}
        />
        {list.query.data?.totalCapped && (
          <Typography.Text type="secondary" data-testid="orders-total-capped">
            {t('list.totalCapped', { count: list.query.data.total })}
          </Typography.Text>
        )}
      </div>
    </ListPage>
  );
}

/** Which subtitle fits the reader: the load board for carriers, the company's orders… */
function sideOf(role: Role | undefined): 'forwarder' | 'carrier' | 'platform' {
  if (role !== undefined && FORWARDER_SIDE_ROLES.includes(role)) return 'forwarder';
  if (role !== undefined && CARRIER_SIDE_ROLES.includes(role)) return 'carrier';
  return 'platform';
}
