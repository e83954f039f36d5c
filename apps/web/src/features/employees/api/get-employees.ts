import { employeePageSchema, type EmployeeListQuery, type EmployeePage } from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

/**
 * The two screens of one set of operations: a forwarder's employees (`/employees`) and a
 * carrier's logisticians (`/company-logists`). The API and the screens share the paths.
 */
export type EmployeeSection = 'employees' | 'logisticians';

export const EMPLOYEE_SECTION_PATHS: Record<EmployeeSection, string> = {
  employees: '/employees',
  logisticians: '/company-logists',
};

export const employeeKeys = {
  all: (section: EmployeeSection) => ['employees', section] as const,
  list: (section: EmployeeSection, query: EmployeeListQuery) =>
    ['employees', section, 'list', query] as const,
};

export function getEmployees(
  section: EmployeeSection,
  query: EmployeeListQuery,
  signal?: AbortSignal,
): Promise<EmployeePage> {
  return http.get(EMPLOYEE_SECTION_PATHS[section], employeePageSchema, {
    query: listQueryParams(query),
    signal,
    showErrors: false,
  });
}

export function employeeListQueryOptions(section: EmployeeSection, query: EmployeeListQuery) {
  return queryOptions({
    queryKey: employeeKeys.list(section, query),
    queryFn: ({ signal }) => getEmployees(section, query, signal),
    placeholderData: keepPreviousData,
  });
}
