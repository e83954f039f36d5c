/**
 * The trip sits under the order's detail key (`['orders', 'detail', id]`, as the orders
 * feature names it), so refreshing the order refreshes its trip, and a trip action that
 * invalidates `['orders']` refreshes the order, its history and the lists with it.
 */
export const tripKeys = {
  orders: ['orders'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  trip: (orderId: string) => ['orders', 'detail', orderId, 'trip'] as const,
};

export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
