import { DriverListTab } from '@freight/shared';
import { Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { ListTabs } from '../../../ui/list-page/list-tabs';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { driverListQueryOptions, useDriverCarriers } from '../api/get-drivers';
import { DriverList } from '../components/driver-list';
import { driverSort } from '../components/driver-sorts';

const TABS: readonly DriverListTab[] = [
  DriverListTab.ALL,
  DriverListTab.PENDING,
  DriverListTab.COMPANY,
  DriverListTab.BLACKLIST,
];

const tabOf = (value: string | undefined): DriverListTab =>
  TABS.find((tab) => tab === value) ?? DriverListTab.ALL;

/** The carrier filter applies on the company tab only. */
const carrierOf = (filters: Record<'tab' | 'carrier', string | undefined>) =>
  tabOf(filters.tab) === DriverListTab.COMPANY ? filters.carrier : undefined;

/**
 * `/drivers`: every carrier's drivers for the security service (moderators and admins read):
 * all, pending approval, by carrier, blacklist. Tab, carrier, search, sort and page live in
 * the address.
 */
export function DriversPage() {
  const { t } = useTranslation('fleet');
  const list = useListPage({
    tabs: ['tab', 'carrier'],
    sort: driverSort(t),
    query: ({ place, filters }) =>
      driverListQueryOptions({ ...place, tab: tabOf(filters.tab), companyId: carrierOf(filters) }),
  });
  const tab = tabOf(list.filters.tab);
  const carriers = useDriverCarriers();

  return (
    <ListPage
      testId="drivers-page"
      attributes={{ 'data-tab': tab }}
      subtitle={t('review.subtitle')}
      list={list}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'drivers-search' }}
      searchPlacement="header"
      toolbar={
        <>
          <ListTabs<DriverListTab>
            value={tab}
            defaultTab={DriverListTab.ALL}
            // The carrier stays chosen on its own tab only.
            onChange={(next) =>
              list.update({
                tab: next,
                carrier: next === DriverListTab.COMPANY ? list.filters.carrier : undefined,
              })
            }
            testIdPrefix="drivers-tab"
            tabs={TABS.map((key) => ({ key, label: t(`review.tabs.${key}`) }))}
          />
          {tab === DriverListTab.COMPANY && (
            <Flex>
              <Select
                data-testid="drivers-filter-carrier"
                aria-label={t('review.carrierFilter')}
                placeholder={t('review.allCarriers')}
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={carriers.isPending}
                value={carrierOf(list.filters)}
                onChange={(value: string | undefined) => list.update({ carrier: value })}
                options={carriers.data?.items.map((carrier) => ({
                  value: carrier.id,
                  label: `${carrier.name} (${carrier.drivers})`,
                }))}
                style={{ width: '100%', maxWidth: 420 }}
              />
            </Flex>
          )}
        </>
      }
    >
      <DriverList
        variant="review"
        {...list.state}
        empty={list.empty({ title: t(`list.emptyTab.${tab}`) })}
      />
    </ListPage>
  );
}
