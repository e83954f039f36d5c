import { staffPageSchema, type StaffListQuery, type StaffPage } from '@freight/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

export const staffKeys = {
  all: ['admin', 'staff'] as const,
  list: (query: StaffListQuery) => ['admin', 'staff', 'list', query] as const,
};

export function getStaff(query: StaffListQuery, signal?: AbortSignal): Promise<StaffPage> {
  return http.get('/admin/staff', staffPageSchema, {
    query: listQueryParams(query),
    signal,
    // The list shows its own error state.
    showErrors: false,
  });
}

/** `/admin/staff`: the security-service and moderator accounts, a page at a time. */
export function staffListQueryOptions(query: StaffListQuery) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => getStaff(query, signal),
    placeholderData: keepPreviousData,
  });
}
