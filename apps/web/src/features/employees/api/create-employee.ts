import { employeeSchema, type CreateEmployeeRequest, type Employee } from '@freight/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { EMPLOYEE_SECTION_PATHS, employeeKeys, type EmployeeSection } from './get-employees';

export function createEmployee(
  section: EmployeeSection,
  request: CreateEmployeeRequest,
): Promise<Employee> {
  // The form shows the failure next to its fields.
  return http.post(EMPLOYEE_SECTION_PATHS[section], employeeSchema, request, {
    showErrors: false,
  });
}

export function useCreateEmployee(section: EmployeeSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateEmployeeRequest) => createEmployee(section, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all(section) }),
  });
}
