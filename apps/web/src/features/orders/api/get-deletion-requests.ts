import {
  deletionRequestPageSchema,
  type DeletionRequestPage,
  type DeletionRequestStatus,
} from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface DeletionRequestListParams {
  status: DeletionRequestStatus;
  page: number;
  pageSize: number;
}

/** The deletion requests moderators and the CB decide, each with its order. */
export function getDeletionRequests(
  params: DeletionRequestListParams,
  signal?: AbortSignal,
): Promise<DeletionRequestPage> {
  return http.get('/deletion-requests', deletionRequestPageSchema, {
    query: { status: params.status, page: params.page, pageSize: params.pageSize },
    signal,
    showErrors: false,
  });
}

export function useDeletionRequests(params: DeletionRequestListParams, enabled = true) {
  return useQuery({
    queryKey: orderKeys.deletionRequests(params),
    queryFn: ({ signal }) => getDeletionRequests(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
