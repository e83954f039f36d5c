import { staffPageSchema, type StaffPage, type StaffRole } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export interface StaffListParams {
  role?: StaffRole;
  active?: boolean;
  q?: string;
  page: number;
  pageSize: number;
}

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: (params: StaffListParams) => ['admin', 'staff', 'list', params] as const,
};

export function getStaff(params: StaffListParams, signal?: AbortSignal): Promise<StaffPage> {
  return http.get('/admin/staff', staffPageSchema, {
    query: {
      role: params.role,
      active: params.active,
      q: params.q || undefined,
      page: params.page,
      pageSize: params.pageSize,
    },
    signal,
    showErrors: false,
  });
}

export function useStaff(params: StaffListParams) {
  return useQuery({
    queryKey: staffKeys.list(params),
    queryFn: ({ signal }) => getStaff(params, signal),
    placeholderData: keepPreviousData,
  });
}
