import { OrderStatus } from './order-status.js';

/**
 * The list's status quick filters (`/requests`, `/my-requests`): the stages of an order's life
 * a user looks for, each a fixed set of statuses; every status is in exactly one group. The web
 * translates `orders:statusGroup.<GROUP>`.
 */
export const OrderStatusGroup = {
  OPEN: 'OPEN',
  CONTRACT: 'CONTRACT',
  ON_ROAD: 'ON_ROAD',
  PAYMENT: 'PAYMENT',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export type OrderStatusGroup = (typeof OrderStatusGroup)[keyof typeof OrderStatusGroup];

/** Each group's statuses, in the order of the order's life; the groups in that order too. */
export const ORDER_STATUS_GROUPS: Readonly<Record<OrderStatusGroup, readonly OrderStatus[]>> = {
  OPEN: [OrderStatus.DRAFT, OrderStatus.PUBLISHED],
  CONTRACT: [
    OrderStatus.CARRIER_SELECTED,
    OrderStatus.CONTRACT_SIGNING,
    OrderStatus.CONTRACT_SIGNED,
  ],
  ON_ROAD: [OrderStatus.LOADING, OrderStatus.IN_TRANSIT, OrderStatus.UNLOADING],
  PAYMENT: [OrderStatus.DELIVERED, OrderStatus.PAYMENT_SENT],
  COMPLETED: [OrderStatus.COMPLETED],
  CANCELLED: [OrderStatus.CANCELLED],
};

export const ORDER_STATUS_GROUP_NAMES = Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[];

/**
 * The group whose statuses a status filter holds exactly (in any order), or undefined for
 * no filter or a mix of its own.
 */
export function statusGroupOf(
  statuses: readonly OrderStatus[] | undefined,
): OrderStatusGroup | undefined {
  if (!statuses || statuses.length === 0) return undefined;
  const chosen = new Set(statuses);
  return ORDER_STATUS_GROUP_NAMES.find((group) => {
    const members = ORDER_STATUS_GROUPS[group];
    return members.length === chosen.size && members.every((status) => chosen.has(status));
  });
}
