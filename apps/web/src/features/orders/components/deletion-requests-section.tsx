import { DeletionRequestStatus } from '@freight/shared';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../lib/list/use-list-params';
import { FilterChoice } from '../../../ui/filter-choice';
import { useDeletionRequests } from '../api/get-deletion-requests';
import { DeletionRequestList } from './deletion-request-list';

const PAGE_SIZE = 20;
const STATUSES = [
  DeletionRequestStatus.PENDING,
  DeletionRequestStatus.APPROVED,
  DeletionRequestStatus.REJECTED,
] as const;
type ListedStatus = (typeof STATUSES)[number];

/** Deletion requests by status (pending first), status and page in the address. */
export function DeletionRequestsSection() {
  const { t } = useTranslation('orders');
  const { page, filters, update } = useListParams(['deletionStatus']);
  const status: ListedStatus =
    STATUSES.find((value) => value === filters.deletionStatus) ?? DeletionRequestStatus.PENDING;
  const list = useDeletionRequests({ status, page, pageSize: PAGE_SIZE });
  return (
    <Flex vertical gap={12} data-testid="deletion-requests-list">
      <FilterChoice<ListedStatus>
        testId="deletion-requests-status"
        label={t('deletion.statusFilter')}
        value={status}
        onChange={(value) =>
          update({ deletionStatus: value === DeletionRequestStatus.PENDING ? undefined : value })
        }
        options={STATUSES.map((value) => ({ value, label: t(`deletionStatus.${value}`) }))}
      />
      <Card styles={{ body: { padding: 0 } }} variant="borderless">
        <DeletionRequestList
          data={list.data}
          loading={list.isPending}
          fetching={list.isFetching && list.isPlaceholderData}
          error={list.isError ? list.error : null}
          onRetry={() => void list.refetch()}
          empty={{
            title: t('list.nothingFound'),
            description: t(`deletion.empty.${status}`),
          }}
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
