import {
  companyProfileSchema,
  type CompanyProfile,
  type UpdateCompanyRequest,
} from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { accountQueryKey } from '../../../lib/session/account-query';
import { profileKeys } from './get-profile';

/** The owner edits the company; a new name or BIN sends it back to review. */
export function updateCompany(request: UpdateCompanyRequest): Promise<CompanyProfile> {
  return http.request('/company', companyProfileSchema, {
    method: 'PATCH',
    body: request,
    showErrors: false,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(profileKeys.company, company);
      // The top bar names the company and the drawer shows its details.
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
}
