import { companyPageSchema, type CompanyListQuery, type CompanyPage } from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

export const companyKeys = {
  all: ['companies'] as const,
  list: (query: CompanyListQuery) => ['companies', 'list', query] as const,
  byId: (id: string) => ['companies', 'detail', 'id', id] as const,
  byLogin: (login: string) => ['companies', 'detail', 'login', login] as const,
};

/** `sort`: `createdAt`, `-createdAt` (the server's default), `name`, `-name`. */
export function getCompanies(query: CompanyListQuery, signal?: AbortSignal): Promise<CompanyPage> {
  return http.get('/cb/companies', companyPageSchema, {
    query: listQueryParams(query),
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

export function companyListQueryOptions(query: CompanyListQuery) {
  return queryOptions({
    queryKey: companyKeys.list(query),
    queryFn: ({ signal }) => getCompanies(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** A count beside a tab (the companies waiting for review). */
export function useCompanies(query: CompanyListQuery) {
  return useQuery(companyListQueryOptions(query));
}
