import { CompanyStatus, type CompanyKind } from '@freight/shared';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../ui/list-page/list-page';
import { ListTabs } from '../../../ui/list-page/list-tabs';
import { listSort, useListPage } from '../../../ui/list-page/use-list-page';
import { companyListQueryOptions, useCompanies } from '../api/get-companies';
import { CompanyList } from '../components/company-list';

type Tab = 'pending' | 'all';

/** The orders the API offers; newest first is its default. */
const COMPANY_SORTS = ['-createdAt', 'createdAt', 'name', '-name'] as const;

const tabOf = (value: string | undefined): Tab => (value === 'all' ? 'all' : 'pending');

/**
 * `/expeditors` and `/carriers`: the companies waiting for the security service, and all of
 * them. Tab, search, sort and page live in the address.
 */
export function CompanyListPage({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('review');
  const list = useListPage({
    tabs: ['tab'],
    sort: listSort(COMPANY_SORTS, '-createdAt', {
      '-createdAt': t('sort.newest'),
      createdAt: t('sort.oldest'),
      name: t('sort.nameAsc'),
      '-name': t('sort.nameDesc'),
    }),
    query: ({ place, filters }) =>
      companyListQueryOptions({
        ...place,
        kind,
        status: tabOf(filters.tab) === 'pending' ? CompanyStatus.PENDING_REVIEW : undefined,
      }),
  });
  const tab = tabOf(list.filters.tab);
  // The pending tab's badge: how many wait, whatever the search.
  const pending = useCompanies({
    kind,
    status: CompanyStatus.PENDING_REVIEW,
    page: 1,
    pageSize: 1,
  });
  const pendingCount = pending.data?.total;

  let empty;
  if (tab === 'pending') {
    empty = { title: t('list.emptyPending'), description: t('list.emptyPendingHint') };
  } else empty = { title: t(`list.emptyAll.${kind}`) };

  return (
    <ListPage
      testId="companies-page"
      attributes={{ 'data-kind': kind }}
      subtitle={t(`list.subtitle.${kind}`)}
      list={list}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'companies-search' }}
      searchPlacement="header"
      toolbar={
        <ListTabs<Tab>
          value={tab}
          defaultTab="pending"
          onChange={(next) => list.update({ tab: next })}
          testIdPrefix="companies-tab"
          tabs={[
            {
              key: 'pending',
              label: (
                <>
                  {t('list.tabPending')}{' '}
                  {pendingCount !== undefined && pendingCount > 0 && (
                    <Badge
                      count={pendingCount}
                      color="gold"
                      data-testid="companies-pending-count"
                    />
                  )}
                </>
              ),
            },
            { key: 'all', label: t(`list.tabAll.${kind}`) },
          ]}
        />
      }
    >
      <CompanyList
        {...list.state}
        empty={list.empty(empty, { description: t('list.nothingFoundHint') })}
      />
    </ListPage>
  );
}
