import { DeletionRequestStatus } from '@freight/shared';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterChoice } from '../../../ui/filter-choice';
import { useListPage } from '../../../ui/list-page/use-list-page';
import { deletionRequestListQueryOptions } from '../api/get-deletion-requests';
import { DeletionRequestList } from './deletion-request-list';

const STATUSES = [
  DeletionRequestStatus.PENDING,
  DeletionRequestStatus.APPROVED,
  DeletionRequestStatus.REJECTED,
] as const;
type ListedStatus = (typeof STATUSES)[number];

const statusOf = (value: string | undefined): ListedStatus =>
  STATUSES.find((status) => status === value) ?? DeletionRequestStatus.PENDING;

/** Deletion requests by status (pending first), status and page in the address. */
export function DeletionRequestsSection() {
  const { t } = useTranslation('orders');
  const list = useListPage({
    tabs: ['deletionStatus'],
    query: ({ place, filters }) =>
      deletionRequestListQueryOptions({ ...place, status: statusOf(filters.deletionStatus) }),
  });
  const status = statusOf(list.filters.deletionStatus);
  return (
    <Flex vertical gap={12} data-testid="deletion-requests-list">
      <FilterChoice<ListedStatus>
        testId="deletion-requests-status"
        label={t('deletion.statusFilter')}
        value={status}
        onChange={(value) =>
          list.update({
            deletionStatus: value === DeletionRequestStatus.PENDING ? undefined : value,
          })
        }
        options={STATUSES.map((value) => ({ value, label: t(`deletionStatus.${value}`) }))}
      />
      <DeletionRequestList
        {...list.state}
        empty={{ title: t('list.nothingFound'), description: t(`deletion.empty.${status}`) }}
      />
    </Flex>
  );
}
