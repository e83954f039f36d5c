import { staffMemberSchema, type StaffMember } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { staffKeys } from './get-staff';

export interface SetStaffActiveInput {
  id: string;
  active: boolean;
}

/** Deactivation ends the account's sessions and refuses its sign-in; nothing is deleted. */
export function setStaffActive({ id, active }: SetStaffActiveInput): Promise<StaffMember> {
  const action = active ? 'reactivate' : 'deactivate';
  return http.post(`/admin/staff/${encodeURIComponent(id)}/${action}`, staffMemberSchema);
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStaffActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
