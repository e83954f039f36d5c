import { COMPANY_OWNER_ROLES, isRoleIn, type Role } from '../auth/roles.js';
import { OrderParty } from './order-parties.js';
import type { OrderRefusalReason } from './order-refusals.js';
import type { OrderStatus } from './order-status.js';

/** Who acts: the server fills it from the session, the web from ACCOUNT_DATA. */
export interface OrderActorFacts {
  actorRole: Role;
  /** See `resolveOrderParty`. */
  actorParty: OrderParty;
  /** The actor's company is approved by the CB; ignored for platform staff, who have none. */
  companyApproved: boolean;
  /** The actor's own signature permission; owner accounts sign regardless of it. */
  canSign: boolean;
}

/** What the order holds, read in the same transaction as the transition. */
export interface OrderFacts {
  /** A response is ACCEPTED (the carrier is chosen). */
  hasAcceptedResponse: boolean;
  /** The owner side allows a carrier to book at the posted price (BOOK). */
  instantBooking: boolean;
  /** The order is with the owner's carrier pool (POOL or POOL_ONLY), not yet the whole board. */
  pooled: boolean;
  /** The actor's company has an ACTIVE response on this order. */
  hasActiveResponseFromActorCompany: boolean;
  signedByForwarder: boolean;
  signedByCarrier: boolean;
  /** A CARGO_PHOTO file that is not REJECTED. */
  hasCargoPhoto: boolean;
  /** A SEAL_PHOTO file that is not REJECTED. */
  hasSealPhoto: boolean;
  /** An INVOICE file that is not REJECTED. */
  hasInvoice: boolean;
  /** The latest PAYMENT_RECEIPT exists and is not REJECTED. */
  hasPaymentReceipt: boolean;
  /** The latest PAYMENT_RECEIPT was REJECTED: a new one must be attached. */
  paymentReceiptRejected: boolean;
  /** The forwarder side confirmed receipt of the goods. */
  deliveryConfirmed: boolean;
  /** The actor's side has rated this order (RATE_FORWARDER: the carrier side). */
  ratedByActorSide: boolean;
  /** The order was completed at most RATING_WINDOW_DAYS ago. */
  ratingWindowOpen: boolean;
  /** A problem report awaits the CB's decision. */
  hasOpenProblem: boolean;
  /** A deletion request awaits a moderator's or the CB's decision. */
  hasOpenDeletionRequest: boolean;
}

/** What the request itself carries, for the actions that take it; unknown until chosen. */
export interface OrderActionInput {
  /** RESPOND / EDIT_RESPONSE / BOOK: the chosen driver passed the fleet's `isDriverEligible`. */
  responseDriverEligible?: boolean;
  /** RESPOND / EDIT_RESPONSE / BOOK: the chosen vehicle belongs to the actor's company. */
  responseVehicleEligible?: boolean;
  /** DECIDE_PROBLEM: the status the CB sets; absent keeps the current one. */
  decisionStatus?: OrderStatus;
}

export type OrderActionContext = OrderActorFacts & OrderFacts & OrderActionInput;

/** A precondition: the reason it refuses, or null when it holds. */
export type OrderGuard = (context: OrderActionContext) => OrderRefusalReason | null;

const when = (refused: boolean, reason: OrderRefusalReason) => (refused ? reason : null);

/** Signing is the act of one side; the flag that side sets. */
export function signingSideHasSigned(context: OrderActionContext): boolean {
  return context.actorParty === OrderParty.OWNER_COMPANY
    ? context.signedByForwarder
    : context.signedByCarrier;
}

/** The other side's signature, after which this one completes the contract. */
export function otherSideHasSigned(context: OrderActionContext): boolean {
  return context.actorParty === OrderParty.OWNER_COMPANY
    ? context.signedByCarrier
    : context.signedByForwarder;
}

/**
 * The preconditions of DESIGN §4, by name, so the transition table can list them as data.
 * Each is pure and reads only the context.
 */
export const ORDER_GUARDS = {
  editable: (c) => when(c.hasAcceptedResponse, 'ORDER_NOT_EDITABLE'),
  noActiveResponseFromActorCompany: (c) =>
    when(c.hasActiveResponseFromActorCompany, 'RESPONSE_ALREADY_EXISTS'),
  activeResponseFromActorCompany: (c) =>
    when(!c.hasActiveResponseFromActorCompany, 'RESPONSE_NOT_ACTIVE'),
  eligibleDriverAndVehicle: (c) =>
    when(c.responseDriverEligible === false, 'DRIVER_NOT_ELIGIBLE') ??
    when(c.responseVehicleEligible === false, 'VEHICLE_NOT_ELIGIBLE'),
  instantBookingOn: (c) => when(!c.instantBooking, 'INSTANT_BOOKING_OFF'),
  notYetPublic: (c) => when(!c.pooled, 'ORDER_ALREADY_PUBLIC'),
  noAcceptedResponse: (c) => when(c.hasAcceptedResponse, 'RESPONSE_ALREADY_ACCEPTED'),
  signaturePermission: (c) =>
    when(
      !isRoleIn(c.actorRole, COMPANY_OWNER_ROLES) && !c.canSign,
      'SIGNATURE_PERMISSION_REQUIRED',
    ),
  notYetSignedBySide: (c) => when(signingSideHasSigned(c), 'CONTRACT_ALREADY_SIGNED'),
  contractNotYetSigned: (c) => when(c.signedByForwarder || c.signedByCarrier, 'CONTRACT_FROZEN'),
  cargoAndSealPhotos: (c) => when(!c.hasCargoPhoto || !c.hasSealPhoto, 'CARGO_PHOTOS_REQUIRED'),
  invoice: (c) => when(!c.hasInvoice, 'INVOICE_REQUIRED'),
  receiptAttached: (c) => when(!c.hasPaymentReceipt, 'RECEIPT_REQUIRED'),
  receiptNotRejected: (c) => when(c.paymentReceiptRejected, 'RECEIPT_REJECTED'),
  deliveryNotConfirmed: (c) => when(c.deliveryConfirmed, 'DELIVERY_ALREADY_CONFIRMED'),
  notRatedByActorSide: (c) => when(c.ratedByActorSide, 'RATING_ALREADY_GIVEN'),
  ratingWindowOpen: (c) => when(!c.ratingWindowOpen, 'RATING_WINDOW_CLOSED'),
  noProblemUnderReview: (c) => when(c.hasOpenProblem, 'ORDER_HAS_OPEN_PROBLEM'),
  noOpenProblem: (c) => when(c.hasOpenProblem, 'PROBLEM_ALREADY_OPEN'),
  openProblem: (c) => when(!c.hasOpenProblem, 'PROBLEM_NOT_OPEN'),
  noOpenDeletionRequest: (c) => when(c.hasOpenDeletionRequest, 'DELETION_ALREADY_REQUESTED'),
  openDeletionRequest: (c) => when(!c.hasOpenDeletionRequest, 'DELETION_REQUEST_NOT_OPEN'),
} as const satisfies Record<string, OrderGuard>;

export type OrderGuardName = keyof typeof ORDER_GUARDS;
