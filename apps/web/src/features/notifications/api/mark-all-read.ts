import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, http } from '../../../lib/http/http-client';
import { notificationKeys } from './get-notifications';

export async function markAllNotificationsRead(): Promise<void> {
  await http.post('/notifications/read-all', anyBody);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
