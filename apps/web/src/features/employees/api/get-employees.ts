import { employeePageSchema, type EmployeePage } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

/**
 * The two screens of one set of operations: a forwarder's employees (`/employees`) and a
 * carrier's logisticians (`/company-logists`). The API and the screens share the paths.
 */
export type EmployeeSection = 'employees' | 'logisticians';

export const EMPLOYEE_SECTION_PATHS: Record<EmployeeSection, string> = {
  employees: '/employees',
  logisticians: '/company-logists',
};

export interface EmployeeListParams {
  q?: string;
  /** Absent: active and deactivated alike. */
  active?: boolean;
  page: number;
  pageSize: number;
}

export const employeeKeys = {
  all: (section: EmployeeSection) => ['employees', section] as const,
  list: (section: EmployeeSection, params: EmployeeListParams) =>
    ['employees', section, 'list', params] as const,
};

export function getEmployees(
  section: EmployeeSection,
  params: EmployeeListParams,
  signal?: AbortSignal,
): Promise<EmployeePage> {
  return http.get(EMPLOYEE_SECTION_PATHS[section], employeePageSchema, {
    query: {
      q: params.q || undefined,
      active: params.active,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
    showErrors: false,
  });
}

export function useEmployees(section: EmployeeSection, params: EmployeeListParams) {
  return useQuery({
    queryKey: employeeKeys.list(section, params),
    queryFn: ({ signal }) => getEmployees(section, params, signal),
    placeholderData: keepPreviousData,
  });
}
