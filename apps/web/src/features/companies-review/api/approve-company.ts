import { companyDetailSchema, type CompanyDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { companyKeys } from './get-companies';

export interface ApproveCompanyInput {
  id: string;
  /** The version the reviewer read: a company changed since then is not approved blindly. */
  version: number;
}

export function approveCompany({ id, version }: ApproveCompanyInput): Promise<CompanyDetail> {
  return http.post(
    `/cb/companies/${encodeURIComponent(id)}/approve`,
    companyDetailSchema,
    { version },
    // The screen says 'Error during approval' itself.
    { showErrors: false },
  );
}

export function useApproveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    // Lists, counts and both views of the company (by id, by login) change with the decision.
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
