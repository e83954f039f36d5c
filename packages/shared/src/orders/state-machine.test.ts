import { describe, expect, it } from 'vitest';
import { Role } from '../auth/roles.js';
import { ERROR_MESSAGES } from '../errors/error-codes.js';
import { OrderParty, resolveOrderParty } from './order-parties.js';
import { ORDER_REFUSAL_KINDS, ORDER_REFUSAL_REASONS } from './order-refusals.js';
import { isTerminal, ORDER_STATUSES, OrderStatus } from './order-status.js';
import { actors, orderContext } from './order-test-fixtures.js';
import { OrderAction } from './order-transitions.js';
import { availableActions, canPerform, nextStatus, offeredActions } from './state-machine.js';

const { DRAFT, PUBLISHED, CARRIER_SELECTED, CONTRACT_SIGNING, CONTRACT_SIGNED } = OrderStatus;
const { LOADING, IN_TRANSIT, UNLOADING, DELIVERED, PAYMENT_SENT, COMPLETED, CANCELLED } =
  OrderStatus;

describe('editing an order', () => {
  it('is allowed to the owning company in DRAFT and PUBLISHED without changing the status', () => {
    for (const status of [DRAFT, PUBLISHED]) {
      expect(canPerform(OrderAction.EDIT, status, orderContext(actors.ownerEmployee))).toEqual({
        allowed: true,
        to: null,
      });
    }
  });

  it('is locked once a response is accepted, even if the CB put the order back to PUBLISHED', () => {
    const context = orderContext(actors.ownerForwarder, { hasAcceptedResponse: true });
    expect(canPerform(OrderAction.EDIT, PUBLISHED, context)).toMatchObject({
      allowed: false,
      reason: 'ORDER_NOT_EDITABLE',
    });
  });

  it('is locked after the carrier is selected', () => {
    const context = orderContext(actors.ownerForwarder);
    for (const status of [CARRIER_SELECTED, CONTRACT_SIGNING, LOADING, DELIVERED]) {
      expect(canPerform(OrderAction.EDIT, status, context)).toMatchObject({
        reason: 'ORDER_NOT_EDITABLE',
      });
    }
  });

  it('is refused to a forwarder of another company', () => {
    expect(canPerform(OrderAction.EDIT, DRAFT, orderContext(actors.otherForwarder))).toMatchObject({
      reason: 'ORDER_ACTION_FORBIDDEN_FOR_PARTY',
      kind: 'FORBIDDEN',
    });
  });
});

describe('responding to an order', () => {
  it('lets any approved carrier respond to a published order', () => {
    const check = canPerform(OrderAction.RESPOND, PUBLISHED, orderContext(actors.otherLogistician));
    expect(check).toEqual({ allowed: true, to: null });
  });

  it('refuses a second active response from the same company', () => {
    const context = orderContext(actors.otherCarrier, { hasActiveResponseFromActorCompany: true });
    expect(canPerform(OrderAction.RESPOND, PUBLISHED, context)).toMatchObject({
      reason: 'RESPONSE_ALREADY_EXISTS',
    });
    expect(canPerform(OrderAction.EDIT_RESPONSE, PUBLISHED, context).allowed).toBe(true);
    expect(canPerform(OrderAction.WITHDRAW_RESPONSE, PUBLISHED, context).allowed).toBe(true);
  });

  it('refuses a response with a driver that the fleet rules make ineligible', () => {
    const context = orderContext(actors.otherCarrier, {}, { responseDriverEligible: false });
    expect(canPerform(OrderAction.RESPOND, PUBLISHED, context)).toMatchObject({
      reason: 'DRIVER_NOT_ELIGIBLE',
      kind: 'MISSING_INPUT',
    });
  });

  it('refuses a response with a vehicle of another company', () => {
    const context = orderContext(
      actors.otherCarrier,
      {},
      { responseDriverEligible: true, responseVehicleEligible: false },
    );
    expect(canPerform(OrderAction.RESPOND, PUBLISHED, context)).toMatchObject({
      reason: 'VEHICLE_NOT_ELIGIBLE',
    });
  });

  it('refuses a carrier whose company is not approved', () => {
    const pending = { ...actors.otherCarrier, companyApproved: false };
    expect(canPerform(OrderAction.RESPOND, PUBLISHED, orderContext(pending))).toMatchObject({
      reason: 'REGISTRATION_NOT_APPROVED',
    });
  });

  it('refuses responses to drafts and to orders past the choice', () => {
    const context = orderContext(actors.otherCarrier);
    for (const status of [DRAFT, CARRIER_SELECTED, IN_TRANSIT]) {
      expect(canPerform(OrderAction.RESPOND, status, context)).toMatchObject({
        reason: 'ORDER_TRANSITION_NOT_ALLOWED',
      });
    }
  });
});

describe('accepting a response', () => {
  it('moves a published order to CARRIER_SELECTED for the owning company', () => {
    expect(
      nextStatus(OrderAction.ACCEPT_RESPONSE, PUBLISHED, orderContext(actors.ownerEmployee)),
    ).toBe(CARRIER_SELECTED);
  });

  it('refuses a second acceptance', () => {
    const context = orderContext(actors.ownerForwarder, { hasAcceptedResponse: true });
    expect(canPerform(OrderAction.ACCEPT_RESPONSE, PUBLISHED, context)).toMatchObject({
      reason: 'RESPONSE_ALREADY_ACCEPTED',
    });
  });
});

describe('booking at the posted price', () => {
  const bookable = { instantBooking: true };

  it('moves a published order to CARRIER_SELECTED for any approved carrier', () => {
    for (const who of [actors.otherCarrier, actors.otherLogistician]) {
      const context = orderContext(who, bookable, {
        responseDriverEligible: true,
        responseVehicleEligible: true,
      });
      expect(canPerform(OrderAction.BOOK, PUBLISHED, context)).toEqual({
        allowed: true,
        to: CARRIER_SELECTED,
      });
    }
  });

  it('refuses an order whose owner has not allowed instant booking, hiding the button', () => {
    expect(canPerform(OrderAction.BOOK, PUBLISHED, orderContext(actors.otherCarrier))).toEqual({
      allowed: false,
      reason: 'INSTANT_BOOKING_OFF',
      kind: 'STATE',
    });
  });

  it('tells the loser of a race that the load is booked', () => {
    expect(
      canPerform(OrderAction.BOOK, CARRIER_SELECTED, orderContext(actors.otherCarrier, bookable)),
    ).toMatchObject({ reason: 'ORDER_ALREADY_BOOKED' });
    const accepted = orderContext(actors.otherCarrier, { ...bookable, hasAcceptedResponse: true });
    expect(canPerform(OrderAction.BOOK, PUBLISHED, accepted)).toMatchObject({
      reason: 'RESPONSE_ALREADY_ACCEPTED',
    });
  });

  it('runs the checks of a response: company, own open response, driver and vehicle', () => {
    const pending = { ...actors.otherCarrier, companyApproved: false };
    expect(canPerform(OrderAction.BOOK, PUBLISHED, orderContext(pending, bookable))).toMatchObject({
      reason: 'REGISTRATION_NOT_APPROVED',
    });
    const responded = orderContext(actors.otherCarrier, {
      ...bookable,
      hasActiveResponseFromActorCompany: true,
    });
    expect(canPerform(OrderAction.BOOK, PUBLISHED, responded)).toMatchObject({
      reason: 'RESPONSE_ALREADY_EXISTS',
    });
    const driver = orderContext(actors.otherCarrier, bookable, { responseDriverEligible: false });
    expect(canPerform(OrderAction.BOOK, PUBLISHED, driver)).toMatchObject({
      reason: 'DRIVER_NOT_ELIGIBLE',
    });
    const vehicle = orderContext(actors.otherCarrier, bookable, { responseVehicleEligible: false });
    expect(canPerform(OrderAction.BOOK, PUBLISHED, vehicle)).toMatchObject({
      reason: 'VEHICLE_NOT_ELIGIBLE',
    });
  });

  it("is never the owner side's or the selected carrier's to perform", () => {
    for (const who of [actors.ownerForwarder, actors.ownerEmployee, actors.selectedCarrier]) {
      expect(canPerform(OrderAction.BOOK, PUBLISHED, orderContext(who, bookable))).toMatchObject({
        kind: 'FORBIDDEN',
      });
    }
  });
});

describe('switching instant booking', () => {
  it("is the owner side's while the order is a draft or published without a carrier", () => {
    for (const status of [DRAFT, PUBLISHED]) {
      expect(
        canPerform(OrderAction.SET_INSTANT_BOOKING, status, orderContext(actors.ownerEmployee)),
      ).toEqual({ allowed: true, to: null });
    }
    expect(
      canPerform(OrderAction.SET_INSTANT_BOOKING, PUBLISHED, orderContext(actors.otherCarrier)),
    ).toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('is refused once a carrier is selected', () => {
    const context = orderContext(actors.ownerForwarder, { hasAcceptedResponse: true });
    for (const status of [PUBLISHED, CARRIER_SELECTED, CONTRACT_SIGNING]) {
      expect(canPerform(OrderAction.SET_INSTANT_BOOKING, status, context)).toMatchObject({
        reason: 'ORDER_NOT_EDITABLE',
        kind: 'STATE',
      });
    }
  });
});

describe('signing the contract', () => {
  it('lets owner accounts sign without the signature permission', () => {
    expect(
      canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, orderContext(actors.ownerForwarder)),
    ).toEqual({ allowed: true, to: null });
    expect(
      canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, orderContext(actors.selectedCarrier)),
    ).toEqual({ allowed: true, to: null });
  });

  it('refuses an employee or a logistician without canSign', () => {
    for (const who of [actors.ownerEmployee, actors.selectedLogistician]) {
      expect(
        canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, orderContext(who)),
      ).toMatchObject({ reason: 'SIGNATURE_PERMISSION_REQUIRED', kind: 'FORBIDDEN' });
    }
  });

  it('lets an employee or a logistician with canSign sign', () => {
    for (const who of [actors.ownerSigningEmployee, actors.selectedSigningLogistician]) {
      expect(
        canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, orderContext(who)).allowed,
      ).toBe(true);
    }
  });

  it('completes the contract with the second signature only', () => {
    const afterForwarder = orderContext(actors.selectedCarrier, { signedByForwarder: true });
    expect(nextStatus(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, afterForwarder)).toBe(
      CONTRACT_SIGNED,
    );
    const afterCarrier = orderContext(actors.ownerSigningEmployee, { signedByCarrier: true });
    expect(nextStatus(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, afterCarrier)).toBe(
      CONTRACT_SIGNED,
    );
  });

  it('refuses a side that has already signed', () => {
    const context = orderContext(actors.ownerForwarder, { signedByForwarder: true });
    expect(canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, context)).toMatchObject({
      reason: 'CONTRACT_ALREADY_SIGNED',
    });
  });

  it('refuses a carrier that was not selected', () => {
    expect(
      canPerform(OrderAction.SIGN_CONTRACT, CONTRACT_SIGNING, orderContext(actors.otherCarrier)),
    ).toMatchObject({ reason: 'ORDER_ACTION_FORBIDDEN_FOR_PARTY' });
  });
});

describe('executing the transport', () => {
  it('refuses departure from loading without both the cargo photo and the seal photo', () => {
    for (const facts of [{}, { hasCargoPhoto: true }, { hasSealPhoto: true }]) {
      const context = orderContext(actors.selectedLogistician, facts);
      expect(canPerform(OrderAction.DEPART_LOADING, LOADING, context)).toMatchObject({
        reason: 'CARGO_PHOTOS_REQUIRED',
        kind: 'MISSING_INPUT',
      });
    }
    const ready = orderContext(actors.selectedLogistician, {
      hasCargoPhoto: true,
      hasSealPhoto: true,
    });
    expect(nextStatus(OrderAction.DEPART_LOADING, LOADING, ready)).toBe(IN_TRANSIT);
  });

  it('refuses departure from unloading without an invoice', () => {
    expect(
      canPerform(OrderAction.DEPART_UNLOADING, UNLOADING, orderContext(actors.selectedCarrier)),
    ).toMatchObject({ reason: 'INVOICE_REQUIRED' });
    const ready = orderContext(actors.selectedCarrier, { hasInvoice: true });
    expect(nextStatus(OrderAction.DEPART_UNLOADING, UNLOADING, ready)).toBe(DELIVERED);
  });

  it('keeps execution steps to the selected carrier', () => {
    for (const who of [actors.ownerForwarder, actors.otherCarrier, actors.cb]) {
      expect(
        canPerform(OrderAction.START_LOADING, CONTRACT_SIGNED, orderContext(who)).allowed,
      ).toBe(false);
    }
  });
});

describe('payment and completion', () => {
  it("refuses to send the payment without a receipt: 'Attach a receipt before sending!'", () => {
    const check = canPerform(
      OrderAction.SEND_PAYMENT,
      DELIVERED,
      orderContext(actors.ownerEmployee),
    );
    expect(check).toMatchObject({ allowed: false, reason: 'RECEIPT_REQUIRED' });
    expect(ERROR_MESSAGES.RECEIPT_REQUIRED).toBe('Attach a receipt before sending!');
  });

  it('offers the payment button without a receipt so that pressing it can explain', () => {
    const offered = offeredActions(DELIVERED, orderContext(actors.ownerEmployee));
    expect(offered).toContainEqual({
      action: OrderAction.SEND_PAYMENT,
      check: { allowed: false, reason: 'RECEIPT_REQUIRED', kind: 'MISSING_INPUT' },
    });
    expect(availableActions(DELIVERED, orderContext(actors.ownerEmployee))).not.toContain(
      OrderAction.SEND_PAYMENT,
    );
  });

  it('sends the payment once a receipt is attached', () => {
    const context = orderContext(actors.ownerForwarder, { hasPaymentReceipt: true });
    expect(nextStatus(OrderAction.SEND_PAYMENT, DELIVERED, context)).toBe(PAYMENT_SENT);
  });

  it('asks for a new receipt when the attached one was rejected', () => {
    const rejected = orderContext(actors.ownerForwarder, { paymentReceiptRejected: true });
    for (const [action, status] of [
      [OrderAction.SEND_PAYMENT, DELIVERED],
      [OrderAction.COMPLETE, PAYMENT_SENT],
    ] as const) {
      expect(canPerform(action, status, rejected)).toMatchObject({ reason: 'RECEIPT_REJECTED' });
    }
  });

  it('refuses completion without a receipt and allows it with one', () => {
    expect(
      canPerform(OrderAction.COMPLETE, PAYMENT_SENT, orderContext(actors.ownerForwarder)),
    ).toMatchObject({ reason: 'RECEIPT_REQUIRED' });
    const paid = orderContext(actors.ownerEmployee, { hasPaymentReceipt: true });
    expect(nextStatus(OrderAction.COMPLETE, PAYMENT_SENT, paid)).toBe(COMPLETED);
  });

  it('refuses completion while the CB reviews a problem', () => {
    const context = orderContext(actors.ownerForwarder, {
      hasPaymentReceipt: true,
      hasOpenProblem: true,
    });
    expect(canPerform(OrderAction.COMPLETE, PAYMENT_SENT, context)).toMatchObject({
      reason: 'ORDER_HAS_OPEN_PROBLEM',
    });
  });
});

describe('problem orders', () => {
  it('lets either party of the order report a problem, once', () => {
    for (const who of [actors.ownerEmployee, actors.selectedLogistician]) {
      expect(canPerform(OrderAction.REPORT_PROBLEM, IN_TRANSIT, orderContext(who))).toEqual({
        allowed: true,
        to: null,
      });
      const reported = orderContext(who, { hasOpenProblem: true });
      expect(canPerform(OrderAction.REPORT_PROBLEM, IN_TRANSIT, reported)).toMatchObject({
        reason: 'PROBLEM_ALREADY_OPEN',
      });
    }
  });

  it('does not let a carrier that is not selected report a problem', () => {
    expect(
      canPerform(OrderAction.REPORT_PROBLEM, PUBLISHED, orderContext(actors.otherCarrier)),
    ).toMatchObject({ reason: 'ORDER_ACTION_FORBIDDEN_FOR_PARTY' });
  });

  it('lets only the CB decide a problem', () => {
    const facts = { hasOpenProblem: true };
    expect(
      canPerform(OrderAction.DECIDE_PROBLEM, IN_TRANSIT, orderContext(actors.cb, facts)),
    ).toEqual({ allowed: true, to: null });
    for (const who of [
      actors.moderator,
      actors.admin,
      actors.ownerForwarder,
      actors.selectedCarrier,
    ]) {
      expect(
        canPerform(OrderAction.DECIDE_PROBLEM, IN_TRANSIT, orderContext(who, facts)),
      ).toMatchObject({ reason: 'ORDER_ACTION_FORBIDDEN_FOR_ROLE' });
    }
  });

  it('refuses a decision when no problem is open', () => {
    expect(canPerform(OrderAction.DECIDE_PROBLEM, LOADING, orderContext(actors.cb))).toMatchObject({
      reason: 'PROBLEM_NOT_OPEN',
    });
  });

  it('lets the CB set any status, backwards or forwards', () => {
    for (const decisionStatus of ORDER_STATUSES.filter((status) => status !== IN_TRANSIT)) {
      const context = orderContext(actors.cb, { hasOpenProblem: true }, { decisionStatus });
      expect(canPerform(OrderAction.DECIDE_PROBLEM, IN_TRANSIT, context)).toEqual({
        allowed: true,
        to: decisionStatus,
      });
    }
  });

  it('does not let the CB reopen a completed or cancelled order', () => {
    for (const status of [COMPLETED, CANCELLED]) {
      const context = orderContext(
        actors.cb,
        { hasOpenProblem: true },
        { decisionStatus: PUBLISHED },
      );
      expect(canPerform(OrderAction.DECIDE_PROBLEM, status, context)).toMatchObject({
        reason: 'ORDER_CLOSED',
      });
    }
  });
});

describe('deletion requests', () => {
  it('lets the owning company ask for deletion once, in any unfinished status', () => {
    expect(
      canPerform(OrderAction.REQUEST_DELETION, CONTRACT_SIGNED, orderContext(actors.ownerEmployee)),
    ).toEqual({ allowed: true, to: null });
    const pending = orderContext(actors.ownerEmployee, { hasOpenDeletionRequest: true });
    expect(canPerform(OrderAction.REQUEST_DELETION, CONTRACT_SIGNED, pending)).toMatchObject({
      reason: 'DELETION_ALREADY_REQUESTED',
    });
  });

  it('refuses a deletion request for a finished order', () => {
    expect(
      canPerform(OrderAction.REQUEST_DELETION, COMPLETED, orderContext(actors.ownerForwarder)),
    ).toMatchObject({ reason: 'ORDER_CLOSED' });
  });

  it('does not let carriers ask for deletion', () => {
    expect(
      canPerform(OrderAction.REQUEST_DELETION, PUBLISHED, orderContext(actors.selectedCarrier)),
    ).toMatchObject({ reason: 'ORDER_ACTION_FORBIDDEN_FOR_ROLE' });
  });

  it('lets only a moderator or the CB approve, which cancels the order', () => {
    const facts = { hasOpenDeletionRequest: true };
    for (const who of [actors.moderator, actors.cb]) {
      expect(nextStatus(OrderAction.APPROVE_DELETION, PUBLISHED, orderContext(who, facts))).toBe(
        CANCELLED,
      );
      expect(canPerform(OrderAction.REJECT_DELETION, PUBLISHED, orderContext(who, facts))).toEqual({
        allowed: true,
        to: null,
      });
    }
    for (const who of [actors.admin, actors.ownerForwarder, actors.selectedCarrier]) {
      expect(
        canPerform(OrderAction.APPROVE_DELETION, PUBLISHED, orderContext(who, facts)).allowed,
      ).toBe(false);
      expect(
        canPerform(OrderAction.REJECT_DELETION, PUBLISHED, orderContext(who, facts)).allowed,
      ).toBe(false);
    }
  });

  it('refuses a decision when no deletion request is pending', () => {
    expect(
      canPerform(OrderAction.APPROVE_DELETION, PUBLISHED, orderContext(actors.moderator)),
    ).toMatchObject({ reason: 'DELETION_REQUEST_NOT_OPEN' });
  });

  it('waits for the CB to decide an open problem before cancelling', () => {
    const context = orderContext(actors.moderator, {
      hasOpenDeletionRequest: true,
      hasOpenProblem: true,
    });
    expect(canPerform(OrderAction.APPROVE_DELETION, IN_TRANSIT, context)).toMatchObject({
      reason: 'ORDER_HAS_OPEN_PROBLEM',
    });
  });
});

describe('terminal statuses and refusal codes', () => {
  it('treats only COMPLETED and CANCELLED as terminal', () => {
    expect(ORDER_STATUSES.filter(isTerminal)).toEqual([COMPLETED, CANCELLED]);
  });

  it('gives every refusal reason an English message and a kind', () => {
    for (const reason of ORDER_REFUSAL_REASONS) {
      expect(ERROR_MESSAGES[reason]).toMatch(/\w/);
      expect(['FORBIDDEN', 'STATE', 'MISSING_INPUT']).toContain(ORDER_REFUSAL_KINDS[reason]);
    }
  });

  it('shows a moderator only the deletion decisions, and an admin nothing', () => {
    const facts = { hasOpenDeletionRequest: true, hasOpenProblem: false };
    expect(availableActions(PUBLISHED, orderContext(actors.moderator, facts))).toEqual([
      OrderAction.APPROVE_DELETION,
      OrderAction.REJECT_DELETION,
    ]);
    expect(availableActions(PUBLISHED, orderContext(actors.admin, facts))).toEqual([]);
  });
});

describe('resolving the actor’s party', () => {
  const order = { ownerCompanyId: 'owner', selectedCarrierCompanyId: 'carrier' };

  it('tells the owning company from other forwarders', () => {
    expect(resolveOrderParty({ role: Role.EMPLOYEE, companyId: 'owner' }, order)).toBe(
      OrderParty.OWNER_COMPANY,
    );
    expect(resolveOrderParty({ role: Role.FORWARDER, companyId: 'other' }, order)).toBe(
      OrderParty.OTHER_FORWARDER,
    );
  });

  it('tells the selected carrier from the others, and a carrier before any choice', () => {
    expect(resolveOrderParty({ role: Role.LOGISTICIAN, companyId: 'carrier' }, order)).toBe(
      OrderParty.SELECTED_CARRIER,
    );
    expect(resolveOrderParty({ role: Role.DRIVER_COMPANY, companyId: 'else' }, order)).toBe(
      OrderParty.OTHER_CARRIER,
    );
    const unchosen = { ownerCompanyId: 'owner', selectedCarrierCompanyId: null };
    expect(resolveOrderParty({ role: Role.DRIVER_COMPANY, companyId: null }, unchosen)).toBe(
      OrderParty.OTHER_CARRIER,
    );
  });

  it('places CB, moderator and admin on the platform', () => {
    for (const role of [Role.CB, Role.MODERATOR, Role.ADMIN]) {
      expect(resolveOrderParty({ role, companyId: 'owner' }, order)).toBe(OrderParty.PLATFORM);
    }
  });
});
