import { Role } from '../auth/roles.js';
import type { OrderActionContext, OrderActorFacts, OrderFacts } from './order-guards.js';
import { OrderParty } from './order-parties.js';

/** Contexts for the state machine's tests: a fresh order, seen by one of the usual actors. */

export const NO_ORDER_FACTS: OrderFacts = {
  hasAcceptedResponse: false,
  instantBooking: false,
  pooled: false,
  hasActiveResponseFromActorCompany: false,
  signedByForwarder: false,
  signedByCarrier: false,
  hasCargoPhoto: false,
  hasSealPhoto: false,
  hasInvoice: false,
  hasPaymentReceipt: false,
  paymentReceiptRejected: false,
  deliveryConfirmed: false,
  ratedByActorSide: false,
  ratingWindowOpen: true,
  hasOpenProblem: false,
  hasOpenDeletionRequest: false,
};

const actor = (actorRole: Role, actorParty: OrderParty, canSign = false): OrderActorFacts => ({
  actorRole,
  actorParty,
  companyApproved: true,
  canSign,
});

export const actors = {
  ownerForwarder: actor(Role.FORWARDER, OrderParty.OWNER_COMPANY),
  ownerEmployee: actor(Role.EMPLOYEE, OrderParty.OWNER_COMPANY),
  ownerSigningEmployee: actor(Role.EMPLOYEE, OrderParty.OWNER_COMPANY, true),
  otherForwarder: actor(Role.FORWARDER, OrderParty.OTHER_FORWARDER),
  selectedCarrier: actor(Role.DRIVER_COMPANY, OrderParty.SELECTED_CARRIER),
  selectedLogistician: actor(Role.LOGISTICIAN, OrderParty.SELECTED_CARRIER),
  selectedSigningLogistician: actor(Role.LOGISTICIAN, OrderParty.SELECTED_CARRIER, true),
  otherCarrier: actor(Role.DRIVER_COMPANY, OrderParty.OTHER_CARRIER),
  otherLogistician: actor(Role.LOGISTICIAN, OrderParty.OTHER_CARRIER),
  cb: actor(Role.CB, OrderParty.PLATFORM),
  moderator: actor(Role.MODERATOR, OrderParty.PLATFORM),
  admin: actor(Role.ADMIN, OrderParty.PLATFORM),
} satisfies Record<string, OrderActorFacts>;

export function orderContext(
  who: OrderActorFacts,
  facts: Partial<OrderFacts> = {},
  input: Pick<
    OrderActionContext,
    'responseDriverEligible' | 'responseVehicleEligible' | 'decisionStatus'
  > = {},
): OrderActionContext {
  return { ...who, ...NO_ORDER_FACTS, ...facts, ...input };
}
