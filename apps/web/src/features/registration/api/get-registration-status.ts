import { companyProfileSchema, type CompanyProfile } from '@freight/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export const registrationKeys = {
  status: ['registration', 'status'] as const,
};

/** The rejected owner's registration: status, the security service's comment, history. */
export function getRegistrationStatus(signal?: AbortSignal): Promise<CompanyProfile> {
  // The page has its own error state.
  return http.get('/registration/status', companyProfileSchema, { signal, showErrors: false });
}

export function registrationStatusQueryOptions() {
  return queryOptions({
    queryKey: registrationKeys.status,
    queryFn: ({ signal }) => getRegistrationStatus(signal),
    // The owner is editing it: a background refetch must not reset the form under them.
    refetchOnWindowFocus: false,
  });
}

export function useRegistrationStatus() {
  return useQuery(registrationStatusQueryOptions());
}
