import { CompanyStatus, type CompanyKind } from '@freight/shared';
import { Badge, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { SearchInput } from '../../../ui/search-input';
import { useCompanies } from '../api/get-companies';
import { CompanyList } from '../components/company-list';

const PAGE_SIZE = 20;

type Tab = 'pending' | 'all';

/** The server's order when none is asked for: newest first. */
const DEFAULT_SORT = '-createdAt';
const SORT_VALUES = [DEFAULT_SORT, 'createdAt', 'name', '-name'] as const;
const SORT_LABEL_KEYS = {
  '-createdAt': 'sort.newest',
  createdAt: 'sort.oldest',
  name: 'sort.nameAsc',
  '-name': 'sort.nameDesc',
} as const;

/**
 * `/expeditors` and `/carriers`: the companies waiting for the security service, and all of
 * them. Tab, search, sort and page live in the address.
 */
export function CompanyListPage({ kind }: { kind: CompanyKind }) {
  const { t } = useTranslation('review');
  const { page, q, sort, filters, update } = useListParams(['tab']);
  const tab: Tab = filters.tab === 'all' ? 'all' : 'pending';
  const list = useCompanies({
    kind,
    status: tab === 'pending' ? CompanyStatus.PENDING_REVIEW : undefined,
    q,
    page,
    pageSize: PAGE_SIZE,
    sort,
  });
  // The pending tab's badge: how many wait, whatever the search.
  const pending = useCompanies({
    kind,
    status: CompanyStatus.PENDING_REVIEW,
    page: 1,
    pageSize: 1,
  });
  const pendingCount = pending.data?.total;

  let empty;
  if (q) empty = { title: t('list.nothingFound'), description: t('list.nothingFoundHint') };
  else if (tab === 'pending') {
    empty = { title: t('list.emptyPending'), description: t('list.emptyPendingHint') };
  } else empty = { title: t(`list.emptyAll.${kind}`) };

  return (
    <div data-testid="companies-page" data-kind={kind}>
      <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 8 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(`list.title.${kind}`)}
          </Typography.Title>
          <Typography.Text type="secondary">{t(`list.subtitle.${kind}`)}</Typography.Text>
        </div>
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="companies-search"
        />
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => update({ tab: key === 'all' ? 'all' : undefined })}
        items={[
          {
            key: 'pending',
            label: (
              <span data-testid="companies-tab-pending">
                {t('list.tabPending')}{' '}
                {pendingCount !== undefined && pendingCount > 0 && (
                  <Badge count={pendingCount} color="gold" data-testid="companies-pending-count" />
                )}
              </span>
            ),
          },
          {
            key: 'all',
            label: <span data-testid="companies-tab-all">{t(`list.tabAll.${kind}`)}</span>,
          },
        ]}
      />
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <CompanyList
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
            value: sort ?? DEFAULT_SORT,
            onChange: (value) => update({ sort: value === DEFAULT_SORT ? undefined : value }),
            options: SORT_VALUES.map((value) => ({ value, label: t(SORT_LABEL_KEYS[value]) })),
          }}
        />
      </Card>
    </div>
  );
}
