import { ProblemStatus } from '@freight/shared';
import { Badge, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { FilterChoice } from '../../../ui/filter-choice';
import { ListPage } from '../../../ui/list-page/list-page';
import { ListTabs } from '../../../ui/list-page/list-tabs';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { SearchInput } from '../../../ui/search-input';
import { usePendingDeletionCount } from '../api/get-deletion-requests';
import { problemOrderListQueryOptions } from '../api/get-problem-orders';
import { DeletionRequestsSection } from '../components/deletion-requests-section';
import { ProblemOrderList } from '../components/problem-order-list';

const PROBLEM_STATUSES = [ProblemStatus.OPEN, ProblemStatus.DECIDED] as const;

const problemStatusOf = (value: string | undefined) =>
  value === ProblemStatus.DECIDED ? ProblemStatus.DECIDED : ProblemStatus.OPEN;

function ProblemOrdersSection() {
  const { t } = useTranslation('orders');
  const list = useListPage({
    tabs: ['problemStatus'],
    query: ({ place, filters }) =>
      problemOrderListQueryOptions({ ...place, status: problemStatusOf(filters.problemStatus) }),
  });
  const status = problemStatusOf(list.filters.problemStatus);
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <FilterChoice<ProblemStatus>
          testId="problem-requests-status"
          label={t('problem.statusFilter')}
          value={status}
          onChange={(value) =>
            list.update({ problemStatus: value === ProblemStatus.OPEN ? undefined : value })
          }
          options={PROBLEM_STATUSES.map((value) => ({
            value,
            label: t(`problemStatus.${value}`),
          }))}
        />
        <SearchInput
          {...list.search}
          placeholder={t('list.searchPlaceholder')}
          testId="problem-requests-search"
        />
      </Flex>
      <ProblemOrderList
        {...list.state}
        empty={{ title: t('list.nothingFound'), description: t(`problem.empty.${status}`) }}
      />
    </Flex>
  );
}

/**
 * `/problem-requests` (CB): orders sent for security verification, and on a second tab the
 * deletion requests the CB decides alongside the moderators.
 */
export function ProblemRequestsPage() {
  const { t } = useTranslation('orders');
  const { filters, update } = useListParams(['tab']);
  const tab = filters.tab === 'deletions' ? 'deletions' : 'problems';
  const pendingCount = usePendingDeletionCount();
  return (
    <ListPage testId="problem-requests-page" subtitle={t('problem.pageSubtitle')}>
      <ListTabs<'problems' | 'deletions'>
        value={tab}
        defaultTab="problems"
        // A tab starts on its first page, with its own filters.
        onChange={(next) => update({ tab: next, q: undefined, page: undefined })}
        testIdPrefix="problem-requests-tab"
        tabs={[
          { key: 'problems', label: t('problem.tab'), children: <ProblemOrdersSection /> },
          {
            key: 'deletions',
            label: (
              <>
                {t('deletion.tab')}{' '}
                {pendingCount > 0 && <Badge count={pendingCount} color="gold" />}
              </>
            ),
            children: <DeletionRequestsSection />,
          },
        ]}
      />
    </ListPage>
  );
}
