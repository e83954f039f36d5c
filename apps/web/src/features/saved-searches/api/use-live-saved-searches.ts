import { RealtimeMessageType } from '@freight/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeToRealtime } from '../../../lib/realtime/realtime-socket';
import { savedSearchKeys } from './get-saved-searches';

/**
 * A match arrives as a notification: the socket's nudge that the bell hears refreshes the
 * searches' badges and open matches too.
 */
export function useLiveSavedSearches(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToRealtime(RealtimeMessageType.NOTIFICATIONS, () => {
        void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      }),
    [queryClient],
  );
}
