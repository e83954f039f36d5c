import {
  deletionRequestPageSchema,
  DeletionRequestStatus,
  type DeletionRequestListQuery,
  type DeletionRequestPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { orderKeys } from './get-orders';

export function getDeletionRequests(
  query: DeletionRequestListQuery,
  signal?: AbortSignal,
): Promise<DeletionRequestPage> {
  return http.get('/deletion-requests', deletionRequestPageSchema, {
    query: listQueryParams(query),
    signal,
    showErrors: false,
  });
}

/** The deletion requests moderators and the CB decide, each with its order. */
export function deletionRequestListQueryOptions(query: DeletionRequestListQuery) {
  return queryOptions({
    queryKey: orderKeys.deletionRequests(query),
    queryFn: ({ signal }) => getDeletionRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many deletion requests wait for a decision (a badge, a banner). */
export function usePendingDeletionCount(): number {
  const pending = useQuery(
    deletionRequestListQueryOptions({
      status: DeletionRequestStatus.PENDING,
      page: 1,
      pageSize: 1,
    }),
  );
  return pending.data?.total ?? 0;
}
