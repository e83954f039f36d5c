import { employeeSchema, type Employee, type UpdateEmployeeRequest } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { EMPLOYEE_SECTION_PATHS, employeeKeys, type EmployeeSection } from './get-employees';

export interface UpdateEmployeeInput {
  id: string;
  /** Carries the version read; an empty or absent password keeps the current one. */
  request: UpdateEmployeeRequest;
}

export function updateEmployee(
  section: EmployeeSection,
  { id, request }: UpdateEmployeeInput,
): Promise<Employee> {
  return http.request(
    `${EMPLOYEE_SECTION_PATHS[section]}/${encodeURIComponent(id)}`,
    employeeSchema,
    { method: 'PUT', body: request, showErrors: false },
  );
}

export function useUpdateEmployee(section: EmployeeSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEmployeeInput) => updateEmployee(section, input),
    // A conflict means the list is stale too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(section) }),
  });
}
