import { notificationPageSchema, type NotificationPage } from '@freight/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/http-client';

export interface NotificationListParams {
  page: number;
  pageSize: number;
  unreadOnly?: boolean;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
};

export function getNotifications(
  params: NotificationListParams,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return http.get('/notifications', notificationPageSchema, {
    query: { page: params.page, pageSize: params.pageSize, unreadOnly: params.unreadOnly },
    signal,
    // Screens show their own error state; a toast on top of it would say the same twice.
    showErrors: false,
  });
}

interface UseNotificationsOptions {
  /** Polling interval in ms (the bell); the page relies on focus and invalidation. */
  refetchInterval?: number;
}

export function useNotifications(
  params: NotificationListParams,
  options: UseNotificationsOptions = {},
) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    refetchInterval: options.refetchInterval,
  });
}
