import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, CARRIER_SIDE_ROLES, FORWARDER_SIDE_ROLES, Role } from '../auth/roles.js';
import type { OrderActionContext, OrderActorFacts, OrderFacts } from './order-guards.js';
import { ORDER_PARTIES, OrderParty } from './order-parties.js';
import { isTerminal, ORDER_STATUS_PATH, ORDER_STATUSES, OrderStatus } from './order-status.js';
import { actors, NO_ORDER_FACTS, orderContext } from './order-test-fixtures.js';
import {
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  OrderAction,
  possibleTargets,
} from './order-transitions.js';
import { availableActions, canPerform, offeredActions } from './state-machine.js';

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const actionArb = fc.constantFrom(...ORDER_ACTIONS);

/** Mostly the party a role really can have, sometimes any: the machine must refuse nonsense too. */
const actorArb: fc.Arbitrary<OrderActorFacts> = fc.constantFrom(...ALL_ROLES).chain((role) => {
  const plausible: OrderParty[] = FORWARDER_SIDE_ROLES.includes(role)
    ? [OrderParty.OWNER_COMPANY, OrderParty.OTHER_FORWARDER]
    : CARRIER_SIDE_ROLES.includes(role)
      ? [OrderParty.SELECTED_CARRIER, OrderParty.OTHER_CARRIER]
      : [OrderParty.PLATFORM];
  return fc.record({
    actorRole: fc.constant(role),
    actorParty: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...plausible) },
      { weight: 1, arbitrary: fc.constantFrom(...ORDER_PARTIES) },
    ),
    companyApproved: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    canSign: fc.boolean(),
  });
});

const factsArb: fc.Arbitrary<OrderFacts> = fc.record({
  hasAcceptedResponse: fc.boolean(),
  instantBooking: fc.boolean(),
  pooled: fc.boolean(),
  hasActiveResponseFromActorCompany: fc.boolean(),
  signedByForwarder: fc.boolean(),
  signedByCarrier: fc.boolean(),
  hasCargoPhoto: fc.boolean(),
  hasSealPhoto: fc.boolean(),
  hasInvoice: fc.boolean(),
  hasPaymentReceipt: fc.boolean(),
  paymentReceiptRejected: fc.boolean(),
  deliveryConfirmed: fc.boolean(),
  ratedByActorSide: fc.boolean(),
  ratingWindowOpen: fc.boolean(),
  hasOpenProblem: fc.boolean(),
  hasOpenDeletionRequest: fc.boolean(),
});

const inputArb = fc.record({
  responseDriverEligible: fc.option(fc.boolean(), { nil: undefined }),
  responseVehicleEligible: fc.option(fc.boolean(), { nil: undefined }),
  decisionStatus: fc.option(statusArb, { nil: undefined }),
});

const contextArb: fc.Arbitrary<OrderActionContext> = fc
  .tuple(actorArb, factsArb, inputArb)
  .map(([actor, facts, input]) => ({ ...actor, ...facts, ...input }));

const performerRoles = (action: OrderAction) =>
  ORDER_TRANSITIONS[action].performers.flatMap((performer) => performer.roles);

/** The facts an allowed action changes, as the server records them. */
function applyEffects(
  facts: OrderFacts,
  action: OrderAction,
  context: OrderActionContext,
  status: OrderStatus,
): OrderFacts {
  const next = { ...facts };
  switch (action) {
    case OrderAction.RESPOND:
      next.hasActiveResponseFromActorCompany = true;
      break;
    case OrderAction.WITHDRAW_RESPONSE:
      next.hasActiveResponseFromActorCompany = false;
      break;
    case OrderAction.ACCEPT_RESPONSE:
    case OrderAction.BOOK:
      next.hasAcceptedResponse = true;
      break;
    case OrderAction.SIGN_CONTRACT:
      if (context.actorParty === OrderParty.OWNER_COMPANY) next.signedByForwarder = true;
      else next.signedByCarrier = true;
      break;
    case OrderAction.REPORT_PROBLEM:
      next.hasOpenProblem = true;
      break;
    case OrderAction.DECIDE_PROBLEM:
      next.hasOpenProblem = false;
      break;
    case OrderAction.REQUEST_DELETION:
      next.hasOpenDeletionRequest = true;
      break;
    case OrderAction.APPROVE_DELETION:
    case OrderAction.REJECT_DELETION:
      next.hasOpenDeletionRequest = false;
      break;
  }
  // Entering a terminal status closes a pending deletion request (the server does the same).
  if (isTerminal(status)) next.hasOpenDeletionRequest = false;
  return next;
}

/** Files the users attach or the other side rejects between actions. */
const fileEventArb = fc.constantFrom(
  { hasCargoPhoto: true },
  { hasSealPhoto: true },
  { hasInvoice: true },
  { hasPaymentReceipt: true, paymentReceiptRejected: false },
  { hasPaymentReceipt: false, paymentReceiptRejected: true },
) satisfies fc.Arbitrary<Partial<OrderFacts>>;

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/**
 * One attempt of a walk, resolved against the order's current status: mostly an action the
 * status admits, tried by someone the table names for it (else the walks would hardly move);
 * sometimes any action by anyone at all.
 */
const attemptArb = fc.record({
  actionIndex: fc.nat(),
  matchStatus: fc.oneof(
    { weight: 3, arbitrary: fc.constant(true) },
    { weight: 1, arbitrary: fc.constant(false) },
  ),
  namedActor: fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        performerIndex: fc.nat(),
        roleIndex: fc.nat(),
        canSign: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  anyActor: actorArb,
  input: inputArb,
});
type Attempt = typeof attemptArb extends fc.Arbitrary<infer A> ? A : never;

function resolveAttempt(attempt: Attempt, status: OrderStatus, facts: OrderFacts) {
  const admitted = ORDER_ACTIONS.filter((action) =>
    ORDER_TRANSITIONS[action].from.includes(status),
  );
  const candidates = attempt.matchStatus && admitted.length > 0 ? admitted : ORDER_ACTIONS;
  const action = pick(candidates, attempt.actionIndex);
  let actor = attempt.anyActor;
  if (attempt.namedActor) {
    const performer = pick(ORDER_TRANSITIONS[action].performers, attempt.namedActor.performerIndex);
    actor = {
      actorRole: pick(performer.roles, attempt.namedActor.roleIndex),
      actorParty: performer.party,
      companyApproved: true,
      canSign: attempt.namedActor.canSign,
    };
  }
  // The machine sees the order's real facts.
  const context: OrderActionContext = { ...actor, ...facts, ...attempt.input };
  return { action, context };
}

const stepArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ attempt: attemptArb }) },
  { weight: 1, arbitrary: fc.record({ files: fileEventArb }) },
);

describe('order state machine properties', () => {
  it('only ever reaches a status the table allows from the previous status by that action', () => {
    let moves = 0;
    fc.assert(
      fc.property(
        statusArb,
        fc.array(stepArb, { minLength: 10, maxLength: 60 }),
        (start, steps) => {
          let status = start;
          let facts: OrderFacts = { ...NO_ORDER_FACTS };
          for (const step of steps) {
            if ('files' in step) {
              facts = { ...facts, ...step.files };
              continue;
            }
            const { action, context } = resolveAttempt(step.attempt, status, facts);
            const check = canPerform(action, status, context);
            if (!check.allowed) continue;
            const transition = ORDER_TRANSITIONS[action];
            const reached = check.to ?? status;
            expect(transition.from).toContain(status);
            expect(possibleTargets(action, status)).toContain(reached);
            expect(performerRoles(action)).toContain(context.actorRole);
            if (isTerminal(status)) expect(reached).toBe(status);
            if (action === OrderAction.DEPART_LOADING) {
              expect(facts.hasCargoPhoto && facts.hasSealPhoto).toBe(true);
            }
            if (action === OrderAction.SEND_PAYMENT || action === OrderAction.COMPLETE) {
              expect(facts.hasPaymentReceipt && !facts.paymentReceiptRejected).toBe(true);
            }
            if (action !== OrderAction.DECIDE_PROBLEM && isTerminal(reached)) {
              expect(facts.hasOpenProblem).toBe(false);
            }
            facts = applyEffects(facts, action, context, reached);
            if (action === OrderAction.SIGN_CONTRACT) {
              const bothSigned = facts.signedByForwarder && facts.signedByCarrier;
              expect(reached).toBe(bothSigned ? OrderStatus.CONTRACT_SIGNED : status);
            }
            if (reached !== status) moves += 1;
            status = reached;
          }
        },
      ),
      { numRuns: 400 },
    );
    // The walks really move orders, so the assertions above were exercised.
    expect(moves).toBeGreaterThan(100);
  });

  it('changes nothing from COMPLETED or CANCELLED: only the rating is added to a completed order', () => {
    for (const [action, transition] of Object.entries(ORDER_TRANSITIONS)) {
      const terminal = transition.from.filter(isTerminal);
      if (action === OrderAction.RATE_FORWARDER) {
        expect(terminal).toEqual([OrderStatus.COMPLETED]);
        expect(transition.target).toEqual({ kind: 'UNCHANGED' });
      } else {
        expect(terminal).toEqual([]);
      }
    }
    fc.assert(
      fc.property(
        fc.constantFrom(OrderStatus.COMPLETED, OrderStatus.CANCELLED),
        actionArb.filter((action) => action !== OrderAction.RATE_FORWARDER),
        contextArb,
        (status, action, context) => {
          const check = canPerform(action, status, context);
          expect(check.allowed).toBe(false);
          if (!check.allowed) {
            expect([
              'ORDER_CLOSED',
              'ORDER_ACTION_FORBIDDEN_FOR_ROLE',
              'ORDER_ACTION_FORBIDDEN_FOR_PARTY',
            ]).toContain(check.reason);
          }
          expect(
            availableActions(status, context).filter((a) => a !== OrderAction.RATE_FORWARDER),
          ).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never allows an action to a role the table does not list for it', () => {
    fc.assert(
      fc.property(actionArb, statusArb, contextArb, (action, status, context) => {
        fc.pre(!performerRoles(action).includes(context.actorRole));
        expect(canPerform(action, status, context)).toMatchObject({
          allowed: false,
          reason: 'ORDER_ACTION_FORBIDDEN_FOR_ROLE',
          kind: 'FORBIDDEN',
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('never allows an action to a listed role standing as the wrong party', () => {
    fc.assert(
      fc.property(actionArb, statusArb, contextArb, (action, status, context) => {
        const { performers } = ORDER_TRANSITIONS[action];
        fc.pre(
          !performers.some(
            (performer) =>
              performer.roles.includes(context.actorRole) && performer.party === context.actorParty,
          ),
        );
        expect(canPerform(action, status, context).allowed).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('lists as available exactly the actions canPerform allows, for every status and context', () => {
    fc.assert(
      fc.property(statusArb, contextArb, (status, context) => {
        const allowed = ORDER_ACTIONS.filter(
          (action) => canPerform(action, status, context).allowed,
        );
        expect(availableActions(status, context)).toEqual(allowed);
        const offered = offeredActions(status, context);
        expect(offered.filter(({ check }) => check.allowed).map(({ action }) => action)).toEqual(
          allowed,
        );
        for (const { check } of offered) {
          if (!check.allowed) expect(check.kind).toBe('MISSING_INPUT');
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never lets a company-side actor of an unapproved company act', () => {
    fc.assert(
      fc.property(actionArb, statusArb, contextArb, (action, status, context) => {
        fc.pre(context.actorParty !== OrderParty.PLATFORM && !context.companyApproved);
        expect(canPerform(action, status, context).allowed).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('the happy path from DRAFT to COMPLETED', () => {
  const steps: {
    action: OrderAction;
    who: OrderActorFacts;
    facts: Partial<OrderFacts>;
    to: OrderStatus | null;
  }[] = [
    {
      action: OrderAction.PUBLISH,
      who: actors.ownerEmployee,
      facts: {},
      to: OrderStatus.PUBLISHED,
    },
    { action: OrderAction.RESPOND, who: actors.otherLogistician, facts: {}, to: null },
    {
      action: OrderAction.ACCEPT_RESPONSE,
      who: actors.ownerForwarder,
      facts: {},
      to: OrderStatus.CARRIER_SELECTED,
    },
    {
      action: OrderAction.GENERATE_CONTRACT,
      who: actors.ownerEmployee,
      facts: { hasAcceptedResponse: true },
      to: OrderStatus.CONTRACT_SIGNING,
    },
    {
      action: OrderAction.SIGN_CONTRACT,
      who: actors.ownerForwarder,
      facts: { hasAcceptedResponse: true },
      to: null,
    },
    {
      action: OrderAction.SIGN_CONTRACT,
      who: actors.selectedCarrier,
      facts: { hasAcceptedResponse: true, signedByForwarder: true },
      to: OrderStatus.CONTRACT_SIGNED,
    },
    {
      action: OrderAction.START_LOADING,
      who: actors.selectedLogistician,
      facts: {},
      to: OrderStatus.LOADING,
    },
    {
      action: OrderAction.DEPART_LOADING,
      who: actors.selectedLogistician,
      facts: { hasCargoPhoto: true, hasSealPhoto: true },
      to: OrderStatus.IN_TRANSIT,
    },
    {
      action: OrderAction.START_UNLOADING,
      who: actors.selectedCarrier,
      facts: {},
      to: OrderStatus.UNLOADING,
    },
    {
      action: OrderAction.DEPART_UNLOADING,
      who: actors.selectedCarrier,
      facts: { hasInvoice: true },
      to: OrderStatus.DELIVERED,
    },
    {
      action: OrderAction.SEND_PAYMENT,
      who: actors.ownerEmployee,
      facts: { hasPaymentReceipt: true },
      to: OrderStatus.PAYMENT_SENT,
    },
    {
      action: OrderAction.COMPLETE,
      who: actors.ownerForwarder,
      facts: { hasPaymentReceipt: true },
      to: OrderStatus.COMPLETED,
    },
  ];

  it('walks every status of the path, each step allowed to its party', () => {
    let status: OrderStatus = OrderStatus.DRAFT;
    const visited: OrderStatus[] = [status];
    for (const step of steps) {
      const check = canPerform(step.action, status, orderContext(step.who, step.facts));
      expect(check, `${step.action} from ${status}`).toEqual({ allowed: true, to: step.to });
      status = step.to ?? status;
      if (step.to) visited.push(step.to);
    }
    expect(visited).toEqual(ORDER_STATUS_PATH);
  });

  it('refuses each step to every role and party the table does not name for it', () => {
    let status: OrderStatus = OrderStatus.DRAFT;
    let refusals = 0;
    for (const step of steps) {
      const { performers } = ORDER_TRANSITIONS[step.action];
      for (const actorRole of ALL_ROLES) {
        for (const actorParty of ORDER_PARTIES) {
          const who = { ...step.who, actorRole, actorParty, canSign: true };
          const named = performers.some(
            (performer) => performer.roles.includes(actorRole) && performer.party === actorParty,
          );
          if (named) continue;
          const check = canPerform(step.action, status, orderContext(who, step.facts));
          expect(check.allowed, `${actorRole} as ${actorParty}: ${step.action}`).toBe(false);
          refusals += 1;
        }
      }
      status = step.to ?? status;
    }
    expect(refusals).toBeGreaterThan(steps.length * 20);
  });

  it('exercises both forwarder-side roles and both carrier-side roles along the way', () => {
    const forwarderSteps = steps.filter(({ who }) => who.actorParty === OrderParty.OWNER_COMPANY);
    const carrierSteps = steps.filter(({ who }) => who.actorParty === OrderParty.SELECTED_CARRIER);
    expect(new Set(forwarderSteps.map(({ who }) => who.actorRole))).toEqual(
      new Set([Role.FORWARDER, Role.EMPLOYEE]),
    );
    expect(new Set(carrierSteps.map(({ who }) => who.actorRole))).toEqual(
      new Set([Role.DRIVER_COMPANY, Role.LOGISTICIAN]),
    );
  });
});
