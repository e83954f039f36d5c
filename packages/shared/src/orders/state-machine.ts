import { type OrderActionContext, ORDER_GUARDS, otherSideHasSigned } from './order-guards.js';
import { OrderParty } from './order-parties.js';
import { type OrderRefusal, OrderRefusalKind, refuseOrderAction } from './order-refusals.js';
import { isTerminal, OrderStatus } from './order-status.js';
import {
  ORDER_ACTIONS,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderTransitionTarget,
} from './order-transitions.js';

/**
 * The order state machine, shared by the API (which enforces it inside the transition's
 * transaction) and the web app (which shows only what it allows). Pure: the caller gathers
 * the facts into an `OrderActionContext`; nothing here reads a clock, a database or a session.
 */

/** `to` is the status after the action, or null when the action leaves the status as it is. */
export type OrderActionCheck =
  { readonly allowed: true; readonly to: OrderStatus | null } | OrderRefusal;

function resultingStatus(
  target: OrderTransitionTarget,
  status: OrderStatus,
  context: OrderActionContext,
): OrderStatus | null {
  switch (target.kind) {
    case 'STATUS':
      return target.status;
    case 'UNCHANGED':
      return null;
    case 'WHEN_BOTH_SIGNED':
      return otherSideHasSigned(context) ? target.status : null;
    case 'DECIDED_STATUS':
      return context.decisionStatus !== undefined && context.decisionStatus !== status
        ? context.decisionStatus
        : null;
  }
}

/**
 * Whether the actor may perform `action` on an order in `status`. Checks run from who to what:
 * role, party, status, company approval, then the action's preconditions; the first refusal
 * gives the reason, so a carrier never learns an order's inner state from a 409.
 */
export function canPerform(
  action: OrderAction,
  status: OrderStatus,
  context: OrderActionContext,
): OrderActionCheck {
  const transition = ORDER_TRANSITIONS[action];
  const { actorRole, actorParty } = context;
  if (!transition.performers.some((performer) => performer.roles.includes(actorRole))) {
    return refuseOrderAction('ORDER_ACTION_FORBIDDEN_FOR_ROLE');
  }
  const performs = (performer: (typeof transition.performers)[number]) =>
    performer.roles.includes(actorRole) && performer.party === actorParty;
  if (!transition.performers.some(performs))
    return refuseOrderAction('ORDER_ACTION_FORBIDDEN_FOR_PARTY');
  if (!transition.from.includes(status)) {
    if (isTerminal(status)) return refuseOrderAction('ORDER_CLOSED');
    return refuseOrderAction(transition.wrongStatusReason ?? 'ORDER_TRANSITION_NOT_ALLOWED');
  }
  if (actorParty !== OrderParty.PLATFORM && !context.companyApproved) {
    return refuseOrderAction('REGISTRATION_NOT_APPROVED');
  }
  for (const guard of transition.guards) {
    const reason = ORDER_GUARDS[guard](context);
    if (reason !== null) return refuseOrderAction(reason);
  }
  return { allowed: true, to: resultingStatus(transition.target, status, context) };
}

/** The actions the actor may perform now, in the table's order. */
export function availableActions(status: OrderStatus, context: OrderActionContext): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => canPerform(action, status, context).allowed);
}

export interface OfferedOrderAction {
  action: OrderAction;
  check: OrderActionCheck;
}

/**
 * The actions to show as buttons: the allowed ones, plus those the user can unblock
 * (e.g. SEND_PAYMENT without a receipt), so pressing them explains what is missing.
 */
export function offeredActions(
  status: OrderStatus,
  context: OrderActionContext,
): OfferedOrderAction[] {
  const offered: OfferedOrderAction[] = [];
  for (const action of ORDER_ACTIONS) {
    const check = canPerform(action, status, context);
    if (check.allowed || check.kind === OrderRefusalKind.MISSING_INPUT) {
      offered.push({ action, check });
    }
  }
  return offered;
}

/** The status after the action (the same status when it does not move), or undefined if refused. */
export function nextStatus(
  action: OrderAction,
  status: OrderStatus,
  context: OrderActionContext,
): OrderStatus | undefined {
  const check = canPerform(action, status, context);
  if (!check.allowed) return undefined;
  return check.to ?? status;
}

/** How a new order is saved: kept as a draft, or published to the load board at once. */
export const OrderSaveMode = { DRAFT: 'DRAFT', PUBLISH: 'PUBLISH' } as const;
export type OrderSaveMode = (typeof OrderSaveMode)[keyof typeof OrderSaveMode];

export function initialOrderStatus(saveMode: OrderSaveMode): OrderStatus {
  return saveMode === OrderSaveMode.PUBLISH ? OrderStatus.PUBLISHED : OrderStatus.DRAFT;
}
