/**
 * The query keys of what an order event makes stale, in one place: the orders feature builds
 * its keys on them (`orderKeys`), the trip and documents features too, and the live order
 * views (lib/realtime/use-live-orders.ts) invalidate them without importing the features.
 * Everything about one order sits under its detail key (responses, history, trip, contract).
 */
export const orderQueryKeys = {
  all: ['orders'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  /** The lists that show orders: the boards, the problem orders, the deletion requests. */
  lists: [
    ['orders', 'list'],
    ['orders', 'problem-orders'],
    ['orders', 'deletion-requests'],
  ] as const,
  /** The documents register lists documents of many orders. */
  documents: ['documents'] as const,
};
