import {
  problemOrderPageSchema,
  type ProblemOrderListQuery,
  type ProblemOrderPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';
import { orderKeys } from './get-orders';

export function getProblemOrders(
  query: ProblemOrderListQuery,
  signal?: AbortSignal,
): Promise<ProblemOrderPage> {
  return http.get('/problem-orders', problemOrderPageSchema, {
    query: listQueryParams(query),
    signal,
    showErrors: false,
  });
}

/** `/problem-requests`: the orders sent to the CB, with the report. */
export function problemOrderListQueryOptions(query: ProblemOrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.problemOrders(query),
    queryFn: ({ signal }) => getProblemOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}
