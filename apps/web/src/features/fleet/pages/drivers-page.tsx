import { DriverListTab } from '@freight/shared';
import { Card, Flex, Select, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { SearchInput } from '../../../ui/search-input';
import { useDriverCarriers, useDrivers } from '../api/get-drivers';
import { DriverList } from '../components/driver-list';
import { DEFAULT_DRIVER_SORT, driverSortOptions } from '../components/driver-sorts';

const PAGE_SIZE = 20;

const TABS: readonly DriverListTab[] = [
  DriverListTab.ALL,
  DriverListTab.PENDING,
  DriverListTab.COMPANY,
  DriverListTab.BLACKLIST,
];

const tabOf = (value: string | undefined): DriverListTab =>
  TABS.find((tab) => tab === value) ?? DriverListTab.ALL;

/**
 * `/drivers`: every carrier's drivers for the security service (moderators and admins read):
 * all, pending approval, by carrier, blacklist. Tab, carrier, search, sort and page live in
 * the address.
 */
export function DriversPage() {
  const { t } = useTranslation('fleet');
  const { page, q, sort, filters, update } = useListParams(['tab', 'carrier']);
  const tab = tabOf(filters.tab);
  const companyId = tab === DriverListTab.COMPANY ? filters.carrier : undefined;
  const list = useDrivers({ tab, companyId, q, page, pageSize: PAGE_SIZE, sort });
  const carriers = useDriverCarriers();

  let empty;
  if (q) empty = { title: t('list.nothingFound'), description: t('list.nothingFoundHint') };
  else empty = { title: t(`list.emptyTab.${tab}`) };

  return (
    <div data-testid="drivers-page" data-tab={tab}>
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 8 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('review.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('review.subtitle')}</Typography.Text>
        </div>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="drivers-search"
        />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          update({
            tab: key === DriverListTab.ALL ? undefined : key,
            carrier: key === DriverListTab.COMPANY ? filters.carrier : undefined,
          })
        }
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`drivers-tab-${key}`}>{t(`review.tabs.${key}`)}</span>,
        }))}
      />
      {tab === DriverListTab.COMPANY && (
        <Flex style={{ marginBottom: 12 }}>
          <Select
            data-testid="drivers-filter-carrier"
            aria-label={t('review.carrierFilter')}
            placeholder={t('review.allCarriers')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={carriers.isPending}
            value={companyId}
            onChange={(value: string | undefined) => update({ carrier: value })}
            options={carriers.data?.items.map((carrier) => ({
              value: carrier.id,
              label: `${carrier.name} (${carrier.drivers})`,
            }))}
            style={{ width: '100%', maxWidth: 420 }}
          />
        </Flex>
      )}
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <DriverList
          variant="review"
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={empty}
          pagination={{
            page: list.data?.page ?? page,
            pageSize: list.data?.pageSize ?? PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (next) => update({ page: next }),
          }}
          sort={{
            value: sort ?? DEFAULT_DRIVER_SORT,
            onChange: (value) =>
              update({ sort: value === DEFAULT_DRIVER_SORT ? undefined : value }),
            options: driverSortOptions(t),
          }}
        />
      </Card>
    </div>
  );
}
