import { employeeSchema, type Employee } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { EMPLOYEE_SECTION_PATHS, employeeKeys, type EmployeeSection } from './get-employees';

export interface SetEmployeeActiveInput {
  id: string;
  active: boolean;
}

/**
 * Nothing is deleted: deactivation ends the account's sessions and refuses its sign-in,
 * reactivation lets it back in.
 */
export function setEmployeeActive(
  section: EmployeeSection,
  { id, active }: SetEmployeeActiveInput,
): Promise<Employee> {
  const action = active ? 'reactivate' : 'deactivate';
  return http.post(
    `${EMPLOYEE_SECTION_PATHS[section]}/${encodeURIComponent(id)}/${action}`,
    employeeSchema,
  );
}

export function useSetEmployeeActive(section: EmployeeSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetEmployeeActiveInput) => setEmployeeActive(section, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(section) }),
  });
}
