import {
  canPerform,
  CompanyStatus,
  offeredActions,
  OrderParty,
  OrderSide,
  PublicationStage,
  resolveOrderParty,
  type OrderAction,
  type OrderActionCheck,
  type OrderActionInput,
  type OrderActionView,
  type OrderActorFacts,
  type OrderFacts,
  type OrderStatus,
  type Role,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { isPlatformStaff } from '../../../platform/access/record-scopes.js';
import { orderStandingOf } from '../../../platform/access/require-access.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import {
  loadContractSignatureFacts,
  NO_SIGNATURES,
  type ContractSignatureFacts,
} from './contract-facts.js';
import { loadTripFacts, type TripFacts } from './trip-facts.js';
import { findCallerStanding, findOrder, type OrderLock, type OrderRow } from './order-repo.js';
import { findCompanyResponsesToOrder, type ResponseRow } from './response-repo.js';
import { isOfferedToCarrier } from './order-reach-repo.js';

/** The signed-in user with what the state machine needs to know about them. */
export interface OrderCaller {
  id: string;
  role: Role;
  companyId: string | null;
  companyApproved: boolean;
  canSign: boolean;
  /** The caller's name and company's, which their new orders and responses show. */
  firstName: string;
  lastName: string;
  companyName: string;
}

/** Reads the caller's signature permission and company approval, which the token does not carry. */
export async function loadOrderCaller(db: DbExecutor, actor: AuthUser): Promise<OrderCaller> {
  const row = await findCallerStanding(db, actor.id);
  if (!row || !row.isActive) throw new AppError('UNAUTHORIZED');
  return {
    id: actor.id,
    role: actor.role,
    companyId: actor.companyId,
    companyApproved: isPlatformStaff(actor) || row.companyStatus === CompanyStatus.APPROVED,
    canSign: row.canSign,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName ?? '',
  };
}

/** An order as one caller stands to it: their party and their company's responses to it. */
export interface OrderAccess {
  order: OrderRow;
  party: OrderParty;
  /** The caller's company's responses to this order, newest first (carrier side only). */
  ownResponses: ResponseRow[];
  /** Who signed the contract under signature; read only while the order is in CONTRACT_SIGNING. */
  contract: ContractSignatureFacts;
  /** Files, delivery and ratings of the trip; read only from CONTRACT_SIGNED on. */
  trip: TripFacts;
}

/** The side of the order a party stands on, for files and ratings; null for staff and others. */
export function orderSideOf(party: OrderParty): OrderSide | null {
  if (party === OrderParty.OWNER_COMPANY) return OrderSide.FORWARDER;
  if (party === OrderParty.SELECTED_CARRIER) return OrderSide.CARRIER;
  return null;
}

export function isCarrierParty(party: OrderParty): boolean {
  return party === OrderParty.OTHER_CARRIER || party === OrderParty.SELECTED_CARRIER;
}

/**
 * The order if the caller may see it (`read:order:party`, the access resolver's), else 404
 * (never 403, so ids cannot be probed), with the facts the state machine's guards read.
 */
export async function requireVisibleOrder(
  db: DbExecutor,
  caller: OrderCaller,
  orderId: string,
  lock?: OrderLock,
): Promise<OrderAccess> {
  const order = await findOrder(db, orderId, lock);
  if (!order) throw notFound();
  const party = resolveOrderParty(caller, order);
  const ownResponses =
    isCarrierParty(party) && caller.companyId
      ? await findCompanyResponsesToOrder(db, order.id, caller.companyId)
      : [];
  // Offered to the caller? Asked only where the answer decides (a carrier, a pooled order).
  const offered =
    isCarrierParty(party) &&
    caller.companyId !== null &&
    order.publicationStage !== PublicationStage.PUBLIC &&
    (await isOfferedToCarrier(db, order, caller.companyId));
  // The order resolver's rule, on the row as locked: no change slips between it and the action.
  const facts = { ...order, ownResponses: ownResponses.length, offered };
  if (!orderStandingOf(caller, facts)) throw notFound();
  const contract =
    order.status === 'CONTRACT_SIGNING'
      ? await loadContractSignatureFacts(db, order.id)
      : NO_SIGNATURES;
  const trip = await loadTripFacts(db, order, orderSideOf(party));
  return { order, party, ownResponses, contract, trip };
}

/** What the order holds, for the state machine. */
export function orderFacts(access: OrderAccess): OrderFacts {
  return {
    hasAcceptedResponse: access.order.selectedResponseId !== null,
    instantBooking: access.order.instantBooking,
    pooled: access.order.publicationStage !== PublicationStage.PUBLIC,
    hasActiveResponseFromActorCompany: access.ownResponses.some(
      (response) => response.status === 'ACTIVE',
    ),
    signedByForwarder: access.contract.signedByForwarder,
    signedByCarrier: access.contract.signedByCarrier,
    ...access.trip,
    hasOpenProblem: access.order.hasOpenProblem,
    hasOpenDeletionRequest: access.order.hasOpenDeletionRequest,
  };
}

function actorFacts(caller: OrderCaller, party: OrderParty): OrderActorFacts {
  return {
    actorRole: caller.role,
    actorParty: party,
    companyApproved: caller.companyApproved,
    canSign: caller.canSign,
  };
}

/**
 * Asks the shared state machine whether the caller may perform `action` now; a refusal
 * becomes the error of its reason (FORBIDDEN 403, STATE and MISSING_INPUT 409). The service
 * has checked `orderActionPermission(action)` first: the table says which roles may ever
 * perform it, the state machine whether this caller may on this order now.
 */
export function assertOrderAction(
  caller: OrderCaller,
  access: OrderAccess,
  action: OrderAction,
  input: OrderActionInput = {},
): OrderActionCheck & { allowed: true } {
  const check = canPerform(action, access.order.status, {
    ...actorFacts(caller, access.party),
    ...orderFacts(access),
    ...input,
  });
  if (!check.allowed) throw new AppError(check.reason);
  return check;
}

/** The buttons the caller gets on the order view: allowed actions and fixable refusals. */
export function orderActionsFor(caller: OrderCaller, access: OrderAccess): OrderActionView[] {
  const offered = offeredActions(access.order.status, {
    ...actorFacts(caller, access.party),
    ...orderFacts(access),
  });
  return offered.map(({ action, check }) =>
    check.allowed ? { action, allowed: true } : { action, allowed: false, reason: check.reason },
  );
}

/** The status an allowed check leaves the order in. */
export function statusAfter(check: OrderActionCheck & { allowed: true }, current: OrderStatus) {
  return check.to ?? current;
}
