import { RealtimeMessageType } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToRealtime } from '../../../lib/realtime/realtime-socket';
import { notificationKeys } from './get-notifications';

/**
 * Fetches the notifications again the moment the server says a new one arrived (the tab's
 * socket, `lib/realtime`); the bell's polling stays as the fallback when the socket is down.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToRealtime(RealtimeMessageType.NOTIFICATIONS, () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      }),
    [queryClient],
  );
}
