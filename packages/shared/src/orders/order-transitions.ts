import type { OrderGuardName } from './order-guards.js';
import { type OrderPerformer, OrderPerformers } from './order-parties.js';
import type { OrderRefusalReason } from './order-refusals.js';
import { ORDER_STATUSES, OrderStatus, TERMINAL_ORDER_STATUSES } from './order-status.js';

/** What a user can do to an existing order (DESIGN §4); the web translates `orders:action.<A>`. */
export const OrderAction = {
  PUBLISH: 'PUBLISH',
  EDIT: 'EDIT',
  RESPOND: 'RESPOND',
  EDIT_RESPONSE: 'EDIT_RESPONSE',
  WITHDRAW_RESPONSE: 'WITHDRAW_RESPONSE',
  ACCEPT_RESPONSE: 'ACCEPT_RESPONSE',
  /** A carrier books at the posted price: its response, accepted at once (issue 32). */
  BOOK: 'BOOK',
  /** The owner side allows or stops instant booking until a carrier is chosen. */
  SET_INSTANT_BOOKING: 'SET_INSTANT_BOOKING',
  /** The owner side opens an order offered to its carriers to the whole board at once. */
  OPEN_TO_BOARD: 'OPEN_TO_BOARD',
  GENERATE_CONTRACT: 'GENERATE_CONTRACT',
  SIGN_CONTRACT: 'SIGN_CONTRACT',
  DECLINE_CONTRACT: 'DECLINE_CONTRACT',
  START_LOADING: 'START_LOADING',
  DEPART_LOADING: 'DEPART_LOADING',
  START_UNLOADING: 'START_UNLOADING',
  DEPART_UNLOADING: 'DEPART_UNLOADING',
  SEND_PAYMENT: 'SEND_PAYMENT',
  COMPLETE: 'COMPLETE',
  /** Either side attaches a file to the order (photos, invoice, receipt, other). */
  UPLOAD_FILE: 'UPLOAD_FILE',
  /** The other side accepts or rejects (type and reason) a file. */
  REVIEW_FILE: 'REVIEW_FILE',
  /** The carrier side rejects the payment receipt: the forwarder attaches a new one. */
  REJECT_RECEIPT: 'REJECT_RECEIPT',
  /** The carrier side corrects the actual time of a step it recorded (history kept). */
  CORRECT_TRIP_TIME: 'CORRECT_TRIP_TIME',
  /** The forwarder side confirms receipt of the goods, with an optional reservation. */
  CONFIRM_DELIVERY: 'CONFIRM_DELIVERY',
  /** The carrier side rates the forwarder, once, within 14 days of completion. */
  RATE_FORWARDER: 'RATE_FORWARDER',
  REPORT_PROBLEM: 'REPORT_PROBLEM',
  DECIDE_PROBLEM: 'DECIDE_PROBLEM',
  REQUEST_DELETION: 'REQUEST_DELETION',
  APPROVE_DELETION: 'APPROVE_DELETION',
  REJECT_DELETION: 'REJECT_DELETION',
} as const;
export type OrderAction = (typeof OrderAction)[keyof typeof OrderAction];

export const ORDER_ACTIONS: readonly OrderAction[] = Object.values(OrderAction);

/** Where an allowed action leaves the order. */
export type OrderTransitionTarget =
  | { readonly kind: 'STATUS'; readonly status: OrderStatus }
  | { readonly kind: 'UNCHANGED' }
  /** Signing: the second signature moves the order on; the first leaves it where it is. */
  | { readonly kind: 'WHEN_BOTH_SIGNED'; readonly status: OrderStatus }
  /** The CB's decision: the status the CB chooses, or unchanged. */
  | { readonly kind: 'DECIDED_STATUS' };

export interface OrderTransition {
  readonly from: readonly OrderStatus[];
  readonly target: OrderTransitionTarget;
  readonly performers: readonly OrderPerformer[];
  /** Checked in order; the first that refuses gives the reason. */
  readonly guards: readonly OrderGuardName[];
  /** The reason when the status is not in `from`; ORDER_TRANSITION_NOT_ALLOWED by default. */
  readonly wrongStatusReason?: OrderRefusalReason;
}

const { OWNER_SIDE, SELECTED_CARRIER_SIDE, CANDIDATE_CARRIER, CENTRAL_BODY, DELETION_REVIEWERS } =
  OrderPerformers;

const to = (status: OrderStatus): OrderTransitionTarget => ({ kind: 'STATUS', status });
const UNCHANGED: OrderTransitionTarget = { kind: 'UNCHANGED' };

/** Every status an order can be in while work on it goes on. */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !TERMINAL_ORDER_STATUSES.includes(status),
);

/** From the signed contract until payment: files are exchanged and the trip is recorded. */
export const TRIP_STATUSES: readonly OrderStatus[] = [
  OrderStatus.CONTRACT_SIGNED,
  OrderStatus.LOADING,
  OrderStatus.IN_TRANSIT,
  OrderStatus.UNLOADING,
  OrderStatus.DELIVERED,
  OrderStatus.PAYMENT_SENT,
];

/** Statuses in which the parties can ask the CB to look at the order: it has left the draft. */
const REPORTABLE_STATUSES = ACTIVE_ORDER_STATUSES.filter((status) => status !== OrderStatus.DRAFT);

/**
 * The lifecycle of DESIGN §4 as data. No row leaves COMPLETED or CANCELLED: a finished or
 * cancelled order is the record of what happened, so not even the CB reopens it (the carrier's
 * rating of the forwarder is added to a completed order without changing it).
 * Creating an order is not here: it has no status yet (the permission `create:order:own`
 * and an approved company admit it).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  PUBLISH: {
    from: [OrderStatus.DRAFT],
    target: to(OrderStatus.PUBLISHED),
    performers: [OWNER_SIDE],
    guards: [],
  },
  EDIT: {
    from: [OrderStatus.DRAFT, OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [OWNER_SIDE],
    guards: ['editable'],
    wrongStatusReason: 'ORDER_NOT_EDITABLE',
  },
  RESPOND: {
    from: [OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [CANDIDATE_CARRIER],
    guards: ['noAcceptedResponse', 'noActiveResponseFromActorCompany', 'eligibleDriverAndVehicle'],
  },
  EDIT_RESPONSE: {
    from: [OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [CANDIDATE_CARRIER],
    guards: ['noAcceptedResponse', 'activeResponseFromActorCompany', 'eligibleDriverAndVehicle'],
  },
  WITHDRAW_RESPONSE: {
    from: [OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [CANDIDATE_CARRIER],
    guards: ['noAcceptedResponse', 'activeResponseFromActorCompany'],
  },
  ACCEPT_RESPONSE: {
    from: [OrderStatus.PUBLISHED],
    target: to(OrderStatus.CARRIER_SELECTED),
    performers: [OWNER_SIDE],
    guards: ['noAcceptedResponse'],
  },
  /**
   * RESPOND and ACCEPT_RESPONSE in one step, by the carrier: the same checks as a response
   * (one open response per company, an eligible driver and vehicle), then the acceptance's
   * move. Past PUBLISHED, the loser of a race hears the load is taken.
   */
  BOOK: {
    from: [OrderStatus.PUBLISHED],
    target: to(OrderStatus.CARRIER_SELECTED),
    performers: [CANDIDATE_CARRIER],
    guards: [
      'instantBookingOn',
      'noAcceptedResponse',
      'noActiveResponseFromActorCompany',
      'eligibleDriverAndVehicle',
    ],
    wrongStatusReason: 'ORDER_ALREADY_BOOKED',
  },
  /** A narrow edit of the order: allowed exactly while EDIT is. */
  SET_INSTANT_BOOKING: {
    from: [OrderStatus.DRAFT, OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [OWNER_SIDE],
    guards: ['editable'],
    wrongStatusReason: 'ORDER_NOT_EDITABLE',
  },
  /** What the pool window's end does on its own (`open-pooled-order` job), sooner. */
  OPEN_TO_BOARD: {
    from: [OrderStatus.PUBLISHED],
    target: UNCHANGED,
    performers: [OWNER_SIDE],
    guards: ['notYetPublic'],
  },
  /** Also a new version before the first signature; a signed contract is frozen. */
  GENERATE_CONTRACT: {
    from: [OrderStatus.CARRIER_SELECTED, OrderStatus.CONTRACT_SIGNING],
    target: to(OrderStatus.CONTRACT_SIGNING),
    performers: [OWNER_SIDE],
    guards: ['contractNotYetSigned'],
  },
  SIGN_CONTRACT: {
    from: [OrderStatus.CONTRACT_SIGNING],
    target: { kind: 'WHEN_BOTH_SIGNED', status: OrderStatus.CONTRACT_SIGNED },
    performers: [OWNER_SIDE, SELECTED_CARRIER_SIDE],
    guards: ['signaturePermission', 'notYetSignedBySide'],
  },
  /** Either side refuses the contract with a reason: back to the choice made, version kept. */
  DECLINE_CONTRACT: {
    from: [OrderStatus.CONTRACT_SIGNING],
    target: to(OrderStatus.CARRIER_SELECTED),
    performers: [OWNER_SIDE, SELECTED_CARRIER_SIDE],
    guards: ['signaturePermission', 'notYetSignedBySide'],
  },
  START_LOADING: {
    from: [OrderStatus.CONTRACT_SIGNED],
    target: to(OrderStatus.LOADING),
    performers: [SELECTED_CARRIER_SIDE],
    guards: [],
  },
  DEPART_LOADING: {
    from: [OrderStatus.LOADING],
    target: to(OrderStatus.IN_TRANSIT),
    performers: [SELECTED_CARRIER_SIDE],
    guards: ['cargoAndSealPhotos'],
  },
  START_UNLOADING: {
    from: [OrderStatus.IN_TRANSIT],
    target: to(OrderStatus.UNLOADING),
    performers: [SELECTED_CARRIER_SIDE],
    guards: [],
  },
  DEPART_UNLOADING: {
    from: [OrderStatus.UNLOADING],
    target: to(OrderStatus.DELIVERED),
    performers: [SELECTED_CARRIER_SIDE],
    guards: ['invoice'],
  },
  SEND_PAYMENT: {
    from: [OrderStatus.DELIVERED],
    target: to(OrderStatus.PAYMENT_SENT),
    performers: [OWNER_SIDE],
    guards: ['noProblemUnderReview', 'receiptNotRejected', 'receiptAttached'],
  },
  COMPLETE: {
    from: [OrderStatus.PAYMENT_SENT],
    target: to(OrderStatus.COMPLETED),
    performers: [OWNER_SIDE],
    guards: ['noProblemUnderReview', 'receiptNotRejected', 'receiptAttached'],
  },
  UPLOAD_FILE: {
    from: TRIP_STATUSES,
    target: UNCHANGED,
    performers: [OWNER_SIDE, SELECTED_CARRIER_SIDE],
    guards: [],
  },
  /** The service also checks the reviewer is not the uploader's side and the file is pending. */
  REVIEW_FILE: {
    from: TRIP_STATUSES,
    target: UNCHANGED,
    performers: [OWNER_SIDE, SELECTED_CARRIER_SIDE],
    guards: [],
  },
  REJECT_RECEIPT: {
    from: [OrderStatus.PAYMENT_SENT],
    target: to(OrderStatus.DELIVERED),
    performers: [SELECTED_CARRIER_SIDE],
    guards: [],
  },
  CORRECT_TRIP_TIME: {
    from: [
      OrderStatus.LOADING,
      OrderStatus.IN_TRANSIT,
      OrderStatus.UNLOADING,
      OrderStatus.DELIVERED,
      OrderStatus.PAYMENT_SENT,
    ],
    target: UNCHANGED,
    performers: [SELECTED_CARRIER_SIDE],
    guards: [],
  },
  CONFIRM_DELIVERY: {
    from: [OrderStatus.DELIVERED, OrderStatus.PAYMENT_SENT],
    target: UNCHANGED,
    performers: [OWNER_SIDE],
    guards: ['deliveryNotConfirmed'],
  },
  /** The one row from COMPLETED: the record gains the carrier's rating, nothing else changes. */
  RATE_FORWARDER: {
    from: [OrderStatus.COMPLETED],
    target: UNCHANGED,
    performers: [SELECTED_CARRIER_SIDE],
    guards: ['notRatedByActorSide', 'ratingWindowOpen'],
  },
  REPORT_PROBLEM: {
    from: REPORTABLE_STATUSES,
    target: UNCHANGED,
    performers: [OWNER_SIDE, SELECTED_CARRIER_SIDE],
    guards: ['noOpenProblem'],
  },
  DECIDE_PROBLEM: {
    from: ACTIVE_ORDER_STATUSES,
    target: { kind: 'DECIDED_STATUS' },
    performers: [CENTRAL_BODY],
    guards: ['openProblem'],
  },
  REQUEST_DELETION: {
    from: ACTIVE_ORDER_STATUSES,
    target: UNCHANGED,
    performers: [OWNER_SIDE],
    guards: ['noOpenDeletionRequest'],
  },
  APPROVE_DELETION: {
    from: ACTIVE_ORDER_STATUSES,
    target: to(OrderStatus.CANCELLED),
    performers: [DELETION_REVIEWERS],
    guards: ['openDeletionRequest', 'noProblemUnderReview'],
  },
  REJECT_DELETION: {
    from: ACTIVE_ORDER_STATUSES,
    target: UNCHANGED,
    performers: [DELETION_REVIEWERS],
    guards: ['openDeletionRequest'],
  },
};

/** Every status an action may leave the order in when performed from `from`. */
export function possibleTargets(action: OrderAction, from: OrderStatus): readonly OrderStatus[] {
  const { target } = ORDER_TRANSITIONS[action];
  switch (target.kind) {
    case 'STATUS':
      return [target.status];
    case 'UNCHANGED':
      return [from];
    case 'WHEN_BOTH_SIGNED':
      return [from, target.status];
    case 'DECIDED_STATUS':
      return ORDER_STATUSES;
  }
}
