import { DeletionRequestStatus, ProblemStatus } from '@freight/shared';
import { Badge, Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { FilterChoice } from '../../../ui/filter-choice';
import { SearchInput } from '../../../ui/search-input';
import { useDeletionRequests } from '../api/get-deletion-requests';
import { useProblemOrders } from '../api/get-problem-orders';
import { DeletionRequestsSection } from '../components/deletion-requests-section';
import { ProblemOrderList } from '../components/problem-order-list';

const PAGE_SIZE = 20;
const PROBLEM_STATUSES = [ProblemStatus.OPEN, ProblemStatus.DECIDED] as const;

function ProblemOrdersSection() {
  const { t } = useTranslation('orders');
  const { page, q, filters, update } = useListParams(['problemStatus']);
  const status =
    filters.problemStatus === ProblemStatus.DECIDED ? ProblemStatus.DECIDED : ProblemStatus.OPEN;
  const list = useProblemOrders({ status, q, page, pageSize: PAGE_SIZE });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={12} align="center" justify="space-between">
        <FilterChoice<ProblemStatus>
          testId="problem-requests-status"
          label={t('problem.statusFilter')}
          value={status}
          onChange={(value) =>
            update({ problemStatus: value === ProblemStatus.OPEN ? undefined : value })
          }
          options={PROBLEM_STATUSES.map((value) => ({
            value,
            label: t(`problemStatus.${value}`),
          }))}
        />
        <SearchInput
          value={q}
          onSearch={(query) => update({ q: query }, { replace: true })}
          placeholder={t('list.searchPlaceholder')}
          testId="problem-requests-search"
        />
      </Flex>
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <ProblemOrderList
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={{ title: t('list.nothingFound'), description: t(`problem.empty.${status}`) }}
          pagination={{
            page: list.data?.page ?? page,
            pageSize: list.data?.pageSize ?? PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (next) => update({ page: next }),
          }}
        />
      </Card>
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
  const pendingDeletions = useDeletionRequests({
    status: DeletionRequestStatus.PENDING,
    page: 1,
    pageSize: 1,
  });
  const pendingCount = pendingDeletions.data?.total ?? 0;
  return (
    <Flex vertical gap={4} data-testid="problem-requests-page">
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('problem.pageTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('problem.pageSubtitle')}</Typography.Text>
      </div>
      <Tabs
        activeKey={tab}
        // A tab starts on its first page, with its own filters.
        onChange={(key) =>
          update({
            tab: key === 'deletions' ? 'deletions' : undefined,
            q: undefined,
            page: undefined,
          })
        }
        items={[
          {
            key: 'problems',
            label: <span data-testid="problem-requests-tab-problems">{t('problem.tab')}</span>,
            children: <ProblemOrdersSection />,
          },
          {
            key: 'deletions',
            label: (
              <span data-testid="problem-requests-tab-deletions">
                {t('deletion.tab')}{' '}
                {pendingCount > 0 && <Badge count={pendingCount} color="gold" />}
              </span>
            ),
            children: <DeletionRequestsSection />,
          },
        ]}
      />
    </Flex>
  );
}
