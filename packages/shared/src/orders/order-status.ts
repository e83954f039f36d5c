import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';

/** The statuses of an order (DESIGN §4); the web translates `orders:status.<STATUS>`. */
export const OrderStatus = {
  DRAFT: 'DRAFT',
  PUBLISHED: 'PUBLISHED',
  CARRIER_SELECTED: 'CARRIER_SELECTED',
  CONTRACT_SIGNING: 'CONTRACT_SIGNING',
  CONTRACT_SIGNED: 'CONTRACT_SIGNED',
  LOADING: 'LOADING',
  IN_TRANSIT: 'IN_TRANSIT',
  UNLOADING: 'UNLOADING',
  DELIVERED: 'DELIVERED',
  PAYMENT_SENT: 'PAYMENT_SENT',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

export const orderStatusSchema = z.enum(OrderStatus, { error: ValidationMessage.INVALID });

/** The happy path in order, for progress steps; CANCELLED is off the path. */
export const ORDER_STATUS_PATH: readonly OrderStatus[] = [
  OrderStatus.DRAFT,
  OrderStatus.PUBLISHED,
  OrderStatus.CARRIER_SELECTED,
  OrderStatus.CONTRACT_SIGNING,
  OrderStatus.CONTRACT_SIGNED,
  OrderStatus.LOADING,
  OrderStatus.IN_TRANSIT,
  OrderStatus.UNLOADING,
  OrderStatus.DELIVERED,
  OrderStatus.PAYMENT_SENT,
  OrderStatus.COMPLETED,
];

/** Statuses no action leaves: the order stays as the record of what happened. */
export const TERMINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  OrderStatus.COMPLETED,
  OrderStatus.CANCELLED,
];

export function isTerminal(status: OrderStatus): boolean {
  return TERMINAL_ORDER_STATUSES.includes(status);
}
