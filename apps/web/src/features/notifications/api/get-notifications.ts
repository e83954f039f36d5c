import {
  notificationPageSchema,
  type NotificationListQuery,
  type NotificationPage,
} from '@freight/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';
import { listQueryParams } from '../../../lib/http/list-query';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
};

export function getNotifications(
  query: NotificationListQuery,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return http.get('/notifications', notificationPageSchema, {
    query: listQueryParams(query),
    signal,
    // Screens show their own error state; a toast on top of it would say the same twice.
    showErrors: false,
  });
}

/** The page relies on focus and invalidation (the socket) to stay current. */
export function notificationListQueryOptions(query: NotificationListQuery) {
  return queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** The bell's latest notifications, also polled every `refetchInterval` ms. */
export function useLatestNotifications(pageSize: number, refetchInterval: number) {
  return useQuery({
    ...notificationListQueryOptions({ page: 1, pageSize, unreadOnly: false }),
    refetchInterval,
  });
}
