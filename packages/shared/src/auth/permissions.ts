import { ORDER_ACTIONS, ORDER_TRANSITIONS, OrderAction } from '../orders/order-transitions.js';
import {
  ALL_ROLES,
  CARRIER_SIDE_ROLES,
  COMPANY_OWNER_ROLES,
  COMPANY_SIDE_ROLES,
  FORWARDER_SIDE_ROLES,
  PLATFORM_ROLES,
  Role,
} from './roles.js';

/**
 * Who may do what: the one table that the API's route guards, the services' first-line
 * checks, the OpenAPI document and the web's menu and buttons all read.
 *
 * Names follow epic-stack's `action:entity:scope`. The scope says whose data:
 * - `own`: the caller's own company (tenant isolation is checked by the service);
 * - `party`: orders the caller's company is a party to (the order state machine decides);
 * - `any`: every company's data (platform staff);
 * - `self`: the caller's own account.
 *
 * A role here admits a kind of account; the service still checks the record itself (a
 * forwarder may edit orders, but only its own company's, and only while the state machine
 * allows it). Order actions take their roles from `ORDER_TRANSITIONS`, which stays the
 * authority for them.
 */
export interface PermissionRule {
  readonly roles: readonly Role[];
  /** Also admits the owner of a rejected company while it corrects its registration. */
  readonly duringReview?: boolean;
}

/** The roles the state machine admits to any of `actions`, in any party. */
export function orderActionRoles(...actions: OrderAction[]): readonly Role[] {
  const roles = actions.flatMap((action) =>
    ORDER_TRANSITIONS[action].performers.flatMap((performer) => performer.roles),
  );
  return [...new Set(roles)];
}

/** The permission that names an order action: `<action>:order:party`. */
export type OrderActionPermission = `${Lowercase<OrderAction>}:order:party`;

export function orderActionPermission(action: OrderAction): OrderActionPermission {
  return `${action.toLowerCase() as Lowercase<OrderAction>}:order:party`;
}

const ORDER_ACTION_RULES = Object.fromEntries(
  ORDER_ACTIONS.map((action) => [
    orderActionPermission(action),
    { roles: orderActionRoles(action) },
  ]),
) as Record<OrderActionPermission, PermissionRule>;

/** Approving and rejecting a deletion are one decision, sent to one route. */
const DELETION_DECIDER_ROLES = orderActionRoles(
  OrderAction.APPROVE_DELETION,
  OrderAction.REJECT_DELETION,
);

export const PERMISSIONS = {
  // Orders: lists and the request form. Order actions follow from the state machine below.
  'read:order:party': { roles: ALL_ROLES },
  'create:order:own': { roles: FORWARDER_SIDE_ROLES },
  /** The CB's queue of problem reports: whoever decides them. */
  'read:problem:any': { roles: orderActionRoles(OrderAction.DECIDE_PROBLEM) },
  /** The queue of deletion requests: whoever decides them. */
  'read:deletion_request:any': { roles: DELETION_DECIDER_ROLES },
  'decide_deletion:order:party': { roles: DELETION_DECIDER_ROLES },
  /**
   * A counter-price on a response (issue 32): made and withdrawn by whoever may accept the
   * response, answered by whoever may manage it. Not order actions: they leave the order where
   * it is, and the response's own status says when they apply.
   */
  'counter_offer:response:party': { roles: orderActionRoles(OrderAction.ACCEPT_RESPONSE) },
  'decide_counter_offer:response:party': {
    roles: orderActionRoles(OrderAction.EDIT_RESPONSE, OrderAction.WITHDRAW_RESPONSE),
  },

  // Documents: generated contracts and consignment notes, their signatures and the registry.
  'read:document:party': {
    roles: [...COMPANY_SIDE_ROLES, Role.CB, Role.MODERATOR],
  },
  /** Stored files, authorised like the record they belong to (a rejected owner's documents). */
  'read:file:party': { roles: ALL_ROLES, duringReview: true },

  // The caller's own account. The portal paths of the spec admit their portal's roles.
  'read:account:self': { roles: ALL_ROLES, duringReview: true },
  'read:expeditor_account:self': { roles: FORWARDER_SIDE_ROLES, duringReview: true },
  'read:cb_account:self': { roles: [Role.CB], duringReview: true },
  'read:driver_company_account:self': { roles: CARRIER_SIDE_ROLES, duringReview: true },
  'read:profile:self': { roles: ALL_ROLES },
  'update:profile:self': { roles: ALL_ROLES },
  'update:password:self': { roles: ALL_ROLES },
  'read:notification:self': { roles: ALL_ROLES, duringReview: true },
  'update:notification:self': { roles: ALL_ROLES, duringReview: true },

  // Companies: the own company, its people, and the security service's review.
  'read:company:own': { roles: COMPANY_SIDE_ROLES },
  'update:company:own': { roles: COMPANY_OWNER_ROLES },
  'manage:registration:own': { roles: COMPANY_OWNER_ROLES, duringReview: true },
  /** A forwarder's employees (`/employees`). */
  'manage:employee:own': { roles: [Role.FORWARDER] },
  /** A carrier's logisticians (`/company-logists`). */
  'manage:logistician:own': { roles: [Role.DRIVER_COMPANY] },
  'read:company:any': { roles: PLATFORM_ROLES },
  'review:company:any': { roles: [Role.CB] },

  // Fleet: a carrier's drivers and vehicles, and the security service's vetting of drivers.
  'read:driver:own': { roles: CARRIER_SIDE_ROLES },
  'manage:driver:own': { roles: CARRIER_SIDE_ROLES },
  'read:vehicle:own': { roles: CARRIER_SIDE_ROLES },
  'manage:vehicle:own': { roles: CARRIER_SIDE_ROLES },
  'read:driver:any': { roles: PLATFORM_ROLES },
  /** Approve, reject, blacklist and take off the blacklist. */
  'review:driver:any': { roles: [Role.CB] },
  'create:driver_fine:any': { roles: [Role.CB] },

  // Chat (spec section 6: not the moderator): one's conversations, whose membership the
  // chat service checks (colleagues, the CB, the parties of a shared order).
  'read:chat:party': { roles: [...COMPANY_SIDE_ROLES, Role.CB] },
  'send:chat_message:party': { roles: [...COMPANY_SIDE_ROLES, Role.CB] },

  // Analytics (issue 12): a company's dashboards (spec section 6), the platform's for the admin.
  'read:analytics:own': { roles: COMPANY_SIDE_ROLES },
  'read:analytics:any': { roles: [Role.ADMIN] },

  // The public homepage (issue 13): visitors' questions answered by the moderators, and the
  // partners shown on the homepage, managed by the admin.
  'read:question:any': { roles: [Role.MODERATOR, Role.ADMIN] },
  'answer:question:any': { roles: [Role.MODERATOR, Role.ADMIN] },
  'manage:partner:any': { roles: [Role.ADMIN] },

  // The platform's staff.
  'manage:staff:any': { roles: [Role.ADMIN] },

  // The exchange (issue 31, DESIGN §8). Truck offers: posted by the carrier side, browsed by
  // the forwarder side and the CB. Saved searches and push devices are each user's own.
  'manage:truck_offer:own': { roles: CARRIER_SIDE_ROLES },
  'read:truck_offer:any': { roles: [...FORWARDER_SIDE_ROLES, Role.CB] },
  'manage:saved_search:self': { roles: CARRIER_SIDE_ROLES },
  'manage:push_subscription:self': { roles: ALL_ROLES },
  /** An order's suggested carriers and the invitations to them: its owner company. */
  'invite:carrier:party': { roles: FORWARDER_SIDE_ROLES },
  /** The rates to tenge prices are compared at: read by anyone signed in, set by the admin. */
  'read:exchange_rate:any': { roles: ALL_ROLES },
  'manage:exchange_rate:any': { roles: [Role.ADMIN] },
  /** What a lane cost in the platform's completed deals: both sides price with it (issue 32). */
  'read:price_hint:any': { roles: ALL_ROLES },
  /** A forwarder company's own carriers (issue 32), kept by its forwarder side. */
  'manage:carrier_pool:own': { roles: FORWARDER_SIDE_ROLES },
  /** The forwarders that list a carrier among their own, as that carrier's side sees them. */
  'read:carrier_pool_listing:own': { roles: CARRIER_SIDE_ROLES },

  ...ORDER_ACTION_RULES,
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

/** Whether an account of `role` holds `permission`; records are checked by the service. */
export function can(role: Role, permission: Permission): boolean {
  return ruleOf(permission).roles.includes(role);
}

/** The roles that hold `permission`. */
export function rolesWith(permission: Permission): readonly Role[] {
  return ruleOf(permission).roles;
}

/** Whether a rejected company's owner keeps `permission` while under review. */
export function allowedDuringReview(permission: Permission): boolean {
  return ruleOf(permission).duringReview === true;
}

function ruleOf(permission: Permission): PermissionRule {
  return PERMISSIONS[permission];
}
