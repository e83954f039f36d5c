import { RealtimeMessageType } from '@freight/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { orderQueryKeys } from '../query/order-query-keys';
import { realtimeConnectionNumber, subscribeToRealtime } from './realtime-socket';

/** Marks stale, and refetches where shown, everything the changed orders appear in. */
export function invalidateChangedOrders(queryClient: QueryClient, orderIds: string[] | null): void {
  if (orderIds === null) {
    void queryClient.invalidateQueries({ queryKey: orderQueryKeys.all });
  } else {
    for (const orderId of orderIds) {
      void queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(orderId) });
    }
    for (const queryKey of orderQueryKeys.lists) void queryClient.invalidateQueries({ queryKey });
  }
  void queryClient.invalidateQueries({ queryKey: orderQueryKeys.documents });
}

/**
 * Keeps every open order view and list current (issue 15): the server says which orders the
 * user sees changed (`order.changed`) and their queries are invalidated, so what is on screen
 * refetches at once. Events sent while the socket was down are lost, so the first `ready` of a
 * new connection (not the first connection, not a re-sign-in after a token refresh)
 * invalidates every order query. Mounted once, in the signed-in layout.
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let readyConnection: number | null = null;
    const stopChanges = subscribeToRealtime(RealtimeMessageType.ORDER_CHANGED, (message) => {
      if (message.type === RealtimeMessageType.ORDER_CHANGED) {
        invalidateChangedOrders(queryClient, message.orderIds);
      }
    });
    const stopReady = subscribeToRealtime(RealtimeMessageType.READY, () => {
      const connection = realtimeConnectionNumber();
      if (readyConnection !== null && connection !== readyConnection) {
        invalidateChangedOrders(queryClient, null);
      }
      readyConnection = connection;
    });
    return () => {
      stopChanges();
      stopReady();
    };
  }, [queryClient]);
}
