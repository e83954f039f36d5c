import type { ErrorCode } from '../errors/error-codes.js';

/**
 * Why a refusal happened, so each side can react in kind:
 * - `FORBIDDEN`: this user may never do it here (the API answers 403; the web hides the action);
 * - `STATE`: the order is not in a state for it (409; hidden);
 * - `MISSING_INPUT`: the user can fix it, e.g. by attaching a receipt (409; the web shows the
 *   action and explains, as the spec's 'Attach a receipt before sending!' does).
 */
export const OrderRefusalKind = {
  FORBIDDEN: 'FORBIDDEN',
  STATE: 'STATE',
  MISSING_INPUT: 'MISSING_INPUT',
} as const;
export type OrderRefusalKind = (typeof OrderRefusalKind)[keyof typeof OrderRefusalKind];

/** Every reason the state machine gives, each an error code with a message in ERROR_MESSAGES. */
export const ORDER_REFUSAL_KINDS = {
  ORDER_ACTION_FORBIDDEN_FOR_ROLE: OrderRefusalKind.FORBIDDEN,
  ORDER_ACTION_FORBIDDEN_FOR_PARTY: OrderRefusalKind.FORBIDDEN,
  REGISTRATION_NOT_APPROVED: OrderRefusalKind.FORBIDDEN,
  SIGNATURE_PERMISSION_REQUIRED: OrderRefusalKind.FORBIDDEN,
  ORDER_CLOSED: OrderRefusalKind.STATE,
  ORDER_TRANSITION_NOT_ALLOWED: OrderRefusalKind.STATE,
  ORDER_NOT_EDITABLE: OrderRefusalKind.STATE,
  RESPONSE_ALREADY_EXISTS: OrderRefusalKind.STATE,
  RESPONSE_NOT_ACTIVE: OrderRefusalKind.STATE,
  RESPONSE_ALREADY_ACCEPTED: OrderRefusalKind.STATE,
  ORDER_ALREADY_BOOKED: OrderRefusalKind.STATE,
  INSTANT_BOOKING_OFF: OrderRefusalKind.STATE,
  ORDER_ALREADY_PUBLIC: OrderRefusalKind.STATE,
  CONTRACT_ALREADY_SIGNED: OrderRefusalKind.STATE,
  CONTRACT_FROZEN: OrderRefusalKind.STATE,
  ORDER_HAS_OPEN_PROBLEM: OrderRefusalKind.STATE,
  PROBLEM_ALREADY_OPEN: OrderRefusalKind.STATE,
  PROBLEM_NOT_OPEN: OrderRefusalKind.STATE,
  DELETION_ALREADY_REQUESTED: OrderRefusalKind.STATE,
  DELETION_REQUEST_NOT_OPEN: OrderRefusalKind.STATE,
  DELIVERY_ALREADY_CONFIRMED: OrderRefusalKind.STATE,
  RATING_ALREADY_GIVEN: OrderRefusalKind.STATE,
  RATING_WINDOW_CLOSED: OrderRefusalKind.STATE,
  DRIVER_NOT_ELIGIBLE: OrderRefusalKind.MISSING_INPUT,
  VEHICLE_NOT_ELIGIBLE: OrderRefusalKind.MISSING_INPUT,
  CARGO_PHOTOS_REQUIRED: OrderRefusalKind.MISSING_INPUT,
  INVOICE_REQUIRED: OrderRefusalKind.MISSING_INPUT,
  RECEIPT_REQUIRED: OrderRefusalKind.MISSING_INPUT,
  RECEIPT_REJECTED: OrderRefusalKind.MISSING_INPUT,
} as const satisfies Partial<Record<ErrorCode, OrderRefusalKind>>;

export type OrderRefusalReason = keyof typeof ORDER_REFUSAL_KINDS;

export const ORDER_REFUSAL_REASONS = Object.keys(ORDER_REFUSAL_KINDS) as OrderRefusalReason[];

export interface OrderRefusal {
  readonly allowed: false;
  readonly reason: OrderRefusalReason;
  readonly kind: OrderRefusalKind;
}

export function refuseOrderAction(reason: OrderRefusalReason): OrderRefusal {
  return { allowed: false, reason, kind: ORDER_REFUSAL_KINDS[reason] };
}
