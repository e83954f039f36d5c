import {
  CARRIER_SIDE_ROLES,
  CompanyKind,
  type CompanyOwnerRole,
  FORWARDER_SIDE_ROLES,
  OrderListScope,
  OrderParty,
  OrderStatus,
  PLATFORM_ROLES,
  PublicationStage,
  Role,
  type OrderListQuery,
} from '@freight/shared';
import type { AuthUser } from '../auth/access-token.js';
import { accessDenied, notFound } from '../errors/app-error.js';

/**
 * Which records a caller reaches, as one set of rules (docs/architecture.md, "Where a rule
 * lives"). The permission table says which roles may ever perform an action; these say whose
 * records a caller of that role reaches — the lists' scopes, and the few decisions that turn
 * on who the caller is rather than on a record (`require-access.ts` decides for records by
 * id). No service decides by role itself: a test walks apps/api/src/modules for it.
 */
type Caller = Pick<AuthUser, 'id' | 'role' | 'companyId'>;

/** The platform's staff (administrator, security service, moderator) reach every company. */
export function isPlatformStaff(caller: Pick<AuthUser, 'role'>): boolean {
  return PLATFORM_ROLES.includes(caller.role);
}

/** What decides whether a carrier outside an order sees it. */
export interface OrderReach {
  status: OrderStatus;
  /** The caller's company's responses to it (any status). */
  ownResponses: number;
  publicationStage: PublicationStage;
  /** Not yet on the whole board, it is offered to the caller's company (pool or invitation). */
  offered: boolean;
}

/**
 * Whether a party of an order sees it: the forwarder side its company's orders; carriers
 * those they responded to (`ownResponses`: their company's responses, any status) or were
 * selected for, and the published ones on their stage — the whole board's, or, offered to
 * the owner's carriers first, only those it is offered to; platform staff every one.
 */
export function seesOrder(party: OrderParty, reach: OrderReach): boolean {
  if (party === OrderParty.OTHER_FORWARDER) return false;
  if (party !== OrderParty.OTHER_CARRIER) return true;
  if (reach.ownResponses > 0) return true;
  if (reach.status !== OrderStatus.PUBLISHED) return false;
  return reach.publicationStage === PublicationStage.PUBLIC || reach.offered;
}

/** Which orders a list may contain at all (tenant isolation), before the user's filters. */
export type OrderVisibility =
  | { kind: 'all' }
  | { kind: 'ownerCompany'; companyId: string; createdBy?: string }
  /** `published`: the load board; `responded`: orders the carrier responded to or won. */
  | { kind: 'carrier'; companyId: string; published: boolean; responded: boolean };

/**
 * Which orders the caller's lists hold (docs/api/orders.md, Visibility). `my` is what the
 * forwarder created itself, or what the carrier responded to or was selected for.
 */
export function orderListScope(
  caller: Caller,
  query: Pick<OrderListQuery, 'scope' | 'status'>,
): OrderVisibility {
  if (isPlatformStaff(caller)) return { kind: 'all' };
  if (!caller.companyId) throw accessDenied();
  const mine = query.scope === OrderListScope.MY;
  if (FORWARDER_SIDE_ROLES.includes(caller.role)) {
    return {
      kind: 'ownerCompany',
      companyId: caller.companyId,
      ...(mine ? { createdBy: caller.id } : {}),
    };
  }
  if (mine) {
    return { kind: 'carrier', companyId: caller.companyId, published: false, responded: true };
  }
  // Asking for published orders only is the load board: the carrier's other orders cannot match.
  const boardOnly = query.status?.every((status) => status === OrderStatus.PUBLISHED) ?? false;
  return { kind: 'carrier', companyId: caller.companyId, published: true, responded: !boardOnly };
}

/** The company whose own responses a list row shows: a carrier's, no one else's. */
export function respondingCompanyOf(caller: Pick<AuthUser, 'role' | 'companyId'>): string | null {
  return CARRIER_SIDE_ROLES.includes(caller.role) ? caller.companyId : null;
}

/** Whose documents a list shows: the caller's company's, or all for the platform's staff. */
export type DocumentScope = { companyId: string } | { everyCompany: true };

export function documentListScope(caller: Caller): DocumentScope {
  if (isPlatformStaff(caller)) return { everyCompany: true };
  if (!caller.companyId) throw notFound();
  return { companyId: caller.companyId };
}

/** The parties that read an order's documents: its two sides and the platform's staff. */
const DOCUMENT_READERS: readonly OrderParty[] = [
  OrderParty.OWNER_COMPANY,
  OrderParty.SELECTED_CARRIER,
  OrderParty.PLATFORM,
];

/**
 * The order's documents are read by its parties only: a carrier that responded but was not
 * chosen sees the order, not its contract.
 */
export function readsOrderDocuments(party: OrderParty): boolean {
  return DOCUMENT_READERS.includes(party);
}

/**
 * Whose orders a company's dashboard counts: the company's, and for a forwarder's employee
 * only the orders they created (`ownOrdersOf`), beside the company's totals.
 */
export interface AnalyticsScope {
  companyId: string;
  ownOrdersOf: string | null;
}

export function analyticsScopeOf(caller: Caller, side: 'FORWARDER' | 'CARRIER'): AnalyticsScope {
  const roles = side === 'FORWARDER' ? FORWARDER_SIDE_ROLES : CARRIER_SIDE_ROLES;
  if (!roles.includes(caller.role) || !caller.companyId) throw accessDenied();
  return {
    companyId: caller.companyId,
    ownOrdersOf: caller.role === Role.EMPLOYEE ? caller.id : null,
  };
}

/** The owner role of a kind of company: who registers it and signs for it. */
export function ownerRoleOf(kind: CompanyKind): CompanyOwnerRole {
  return kind === CompanyKind.FORWARDER ? Role.FORWARDER : Role.DRIVER_COMPANY;
}

/** The kind of company an owner role runs: a forwarder's or a carrier's. */
export function companyKindOfOwner(role: Role): CompanyKind {
  return role === Role.FORWARDER ? CompanyKind.FORWARDER : CompanyKind.CARRIER;
}

/** New staff of the security service belong to its company; other staff to none. */
export function joinsSecurityService(role: Role): boolean {
  return role === Role.CB;
}

/**
 * Which carrier's thread of an order the caller opens (`named`, or their own): the owner
 * side any carrier that responded; the CB, once the order has a problem report, the named or
 * the selected carrier's; a carrier only its own, once it responded. Null: none.
 */
export function orderThreadCarrierFor(
  caller: Caller,
  facts: {
    ownerCompanyId: string;
    selectedCarrierCompanyId: string | null;
    respondedCarrierIds: readonly string[];
    hasProblem: boolean;
  },
  named: string | undefined,
): string | null {
  const responded = (id: string | null | undefined): id is string =>
    typeof id === 'string' && facts.respondedCarrierIds.includes(id);
  if (caller.companyId !== null && caller.companyId === facts.ownerCompanyId) {
    return responded(named) ? named : null;
  }
  if (caller.role === Role.CB) {
    if (!facts.hasProblem) return null;
    const carrier = named ?? facts.selectedCarrierCompanyId;
    return responded(carrier) ? carrier : null;
  }
  const own = caller.companyId;
  if (named !== undefined && named !== own) return null;
  return responded(own) ? own : null;
}
