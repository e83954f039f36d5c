import {
  companyPageSchema,
  type CompanyKind,
  type CompanyPage,
  type CompanyStatus,
} from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export interface CompanyListParams {
  kind: CompanyKind;
  /** Absent: every status (the "All" tab). */
  status?: CompanyStatus;
  q?: string;
  page: number;
  pageSize: number;
  /** `createdAt`, `-createdAt` (the server's default), `name`, `-name`. */
  sort?: string;
}

export const companyKeys = {
  all: ['companies'] as const,
  list: (params: CompanyListParams) => ['companies', 'list', params] as const,
  byId: (id: string) => ['companies', 'detail', 'id', id] as const,
  byLogin: (login: string) => ['companies', 'detail', 'login', login] as const,
};

export function getCompanies(
  params: CompanyListParams,
  signal?: AbortSignal,
): Promise<CompanyPage> {
  return http.get('/cb/companies', companyPageSchema, {
    query: {
      kind: params.kind,
      status: params.status,
      q: params.q || undefined,
      page: params.page,
      pageSize: params.pageSize,
      sort: params.sort,
    },
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

export function useCompanies(params: CompanyListParams) {
  return useQuery({
    queryKey: companyKeys.list(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });
}
