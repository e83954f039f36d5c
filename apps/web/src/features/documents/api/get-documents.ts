import {
  documentPageSchema,
  type DocumentKind,
  type DocumentPage,
  type DocumentState,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { orderQueryKeys } from '../../../lib/query/order-query-keys';

/** `documentListQuerySchema` as the page holds it: dates as `YYYY-MM-DD`. */
export interface DocumentListParams {
  page: number;
  pageSize: number;
  kind?: DocumentKind;
  state?: DocumentState;
  orderNumber?: string;
  from?: string;
  to?: string;
}

export const documentKeys = {
  all: orderQueryKeys.documents,
  list: (params: DocumentListParams) => [...orderQueryKeys.documents, 'list', params] as const,
};

/** The documents of the caller's company across its orders (every company's for CB, moderators). */
export function getDocuments(
  params: DocumentListParams,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  return http.get('/documents', documentPageSchema, {
    query: {
      page: params.page,
      pageSize: params.pageSize,
      kind: params.kind,
      state: params.state,
      orderNumber: params.orderNumber || undefined,
      from: params.from,
      to: params.to,
    },
    signal,
    showErrors: false,
  });
}

export function documentsQueryOptions(params: DocumentListParams) {
  return queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: ({ signal }) => getDocuments(params, signal),
    // Another page or filter keeps the rows in view, dimmed, until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(params: DocumentListParams) {
  return useQuery(documentsQueryOptions(params));
}
