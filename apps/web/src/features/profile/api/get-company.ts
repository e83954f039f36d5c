import { companyProfileSchema, type CompanyProfile } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { profileKeys } from './get-profile';

/** The user's company with its documents (owners, employees and logisticians alike). */
export function getCompany(signal?: AbortSignal): Promise<CompanyProfile> {
  return http.get('/company', companyProfileSchema, { signal, showErrors: false });
}

export function ownCompanyQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.company,
    queryFn: ({ signal }) => getCompany(signal),
    refetchOnWindowFocus: false,
  });
}

export function useCompany() {
  return useQuery(ownCompanyQueryOptions());
}
