import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyBody, http } from '../../../lib/http/http-client';
import { notificationKeys } from './get-notifications';

export async function markNotificationRead(id: string): Promise<void> {
  await http.post(`/notifications/${encodeURIComponent(id)}/read`, anyBody);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
