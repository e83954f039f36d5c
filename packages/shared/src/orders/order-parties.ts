import {
  CARRIER_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  isRoleIn,
  PLATFORM_ROLES,
  Role,
} from '../auth/roles.js';

/**
 * How the acting user stands to one order. A role alone is not enough: a forwarder may act
 * only on its own company's orders, a carrier only once its company is the selected one.
 */
export const OrderParty = {
  /** Forwarder or employee of the company that owns the order. */
  OWNER_COMPANY: 'OWNER_COMPANY',
  /** Forwarder or employee of another company. */
  OTHER_FORWARDER: 'OTHER_FORWARDER',
  /** Carrier or logistician of the carrier whose response was accepted. */
  SELECTED_CARRIER: 'SELECTED_CARRIER',
  /** Carrier or logistician of any other carrier: a possible responder. */
  OTHER_CARRIER: 'OTHER_CARRIER',
  /** Platform staff: CB, moderator, admin. */
  PLATFORM: 'PLATFORM',
} as const;
export type OrderParty = (typeof OrderParty)[keyof typeof OrderParty];

export const ORDER_PARTIES: readonly OrderParty[] = Object.values(OrderParty);

/** Who may perform an action: one of these roles standing as this party to the order. */
export interface OrderPerformer {
  readonly roles: readonly Role[];
  readonly party: OrderParty;
}

export const OrderPerformers = {
  /** The forwarder side of DESIGN §4. */
  OWNER_SIDE: { roles: FORWARDER_SIDE_ROLES, party: OrderParty.OWNER_COMPANY },
  /** The carrier side of DESIGN §4 once chosen. */
  SELECTED_CARRIER_SIDE: { roles: CARRIER_SIDE_ROLES, party: OrderParty.SELECTED_CARRIER },
  /** Any carrier before the choice: responders. Company approval is checked for every side. */
  CANDIDATE_CARRIER: { roles: CARRIER_SIDE_ROLES, party: OrderParty.OTHER_CARRIER },
  CENTRAL_BODY: { roles: [Role.CB], party: OrderParty.PLATFORM },
  DELETION_REVIEWERS: { roles: [Role.MODERATOR, Role.CB], party: OrderParty.PLATFORM },
} as const satisfies Record<string, OrderPerformer>;

export interface OrderActor {
  role: Role;
  companyId: string | null;
}

export interface OrderOwnership {
  ownerCompanyId: string;
  /** The carrier whose response was accepted; null before the choice. */
  selectedCarrierCompanyId: string | null;
}

/** Derives the actor's party from the session and the order, the same way on both sides. */
export function resolveOrderParty(actor: OrderActor, order: OrderOwnership): OrderParty {
  if (isRoleIn(actor.role, PLATFORM_ROLES)) return OrderParty.PLATFORM;
  if (isRoleIn(actor.role, FORWARDER_SIDE_ROLES)) {
    return actor.companyId === order.ownerCompanyId
      ? OrderParty.OWNER_COMPANY
      : OrderParty.OTHER_FORWARDER;
  }
  return actor.companyId !== null && actor.companyId === order.selectedCarrierCompanyId
    ? OrderParty.SELECTED_CARRIER
    : OrderParty.OTHER_CARRIER;
}
