import { companyDetailSchema, type CompanyDetail } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { companyKeys } from './get-companies';

export interface RejectCompanyInput {
  id: string;
  version: number;
  comment: string;
}

export function rejectCompany({
  id,
  version,
  comment,
}: RejectCompanyInput): Promise<CompanyDetail> {
  return http.post(
    `/cb/companies/${encodeURIComponent(id)}/reject`,
    companyDetailSchema,
    { version, comment },
    // The dialog shows the failure inline ('Error rejecting expeditor').
    { showErrors: false },
  );
}

export function useRejectCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCompany,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
