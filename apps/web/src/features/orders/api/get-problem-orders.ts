import { problemOrderPageSchema, type ProblemOrderPage, type ProblemStatus } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderKeys } from './get-orders';

export interface ProblemOrderListParams {
  status: ProblemStatus;
  q?: string;
  page: number;
  pageSize: number;
}

/** `/problem-requests`: the orders sent to the CB, with the report. */
export function getProblemOrders(
  params: ProblemOrderListParams,
  signal?: AbortSignal,
): Promise<ProblemOrderPage> {
  return http.get('/problem-orders', problemOrderPageSchema, {
    query: {
      status: params.status,
      q: params.q || undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
    showErrors: false,
  });
}

export function useProblemOrders(params: ProblemOrderListParams) {
  return useQuery({
    queryKey: orderKeys.problemOrders(params),
    queryFn: ({ signal }) => getProblemOrders(params, signal),
    placeholderData: keepPreviousData,
  });
}
