import { companyDetailSchema, type CompanyDetail } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { companyKeys } from './get-companies';

/** Any registered company by id: the carrier view (`/view-carrier/{id}`). */
export function getCompany(id: string, signal?: AbortSignal): Promise<CompanyDetail> {
  return http.get(`/cb/companies/${encodeURIComponent(id)}`, companyDetailSchema, {
    signal,
    showErrors: false,
  });
}

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: companyKeys.byId(id),
    queryFn: ({ signal }) => getCompany(id, signal),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
