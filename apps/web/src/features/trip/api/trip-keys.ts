import { orderQueryKeys } from '../../../lib/query/order-query-keys';

/**
 * The trip sits under the order's detail key (`['orders', 'detail', id]`, lib/query), so refreshing the order refreshes its trip, and a trip action that
 * invalidates `['orders']` refreshes the order, its history and the lists with it.
 */
export const tripKeys = {
  orders: orderQueryKeys.all,
  detail: orderQueryKeys.detail,
  trip: (orderId: string) => [...orderQueryKeys.detail(orderId), 'trip'] as const,
};

export const orderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`;
