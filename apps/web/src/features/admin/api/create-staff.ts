import { staffMemberSchema, type CreateStaffRequest, type StaffMember } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { staffKeys } from './get-staff';

/** A security-service (CB) or moderator account. */
export function createStaff(request: CreateStaffRequest): Promise<StaffMember> {
  // The form shows the failure next to its fields.
  return http.post('/admin/staff', staffMemberSchema, request, { showErrors: false });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
