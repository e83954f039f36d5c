import { z } from 'zod';
import { Role } from '../auth/roles.js';
import { ORDER_REFUSAL_REASONS } from '../orders/order-refusals.js';
import { OrderStatus, orderStatusSchema } from '../orders/order-status.js';
import { ORDER_ACTIONS } from '../orders/order-transitions.js';
import {
  counterOfferStatusSchema,
  Currency,
  LoadingMethod,
  OrderType,
  PackageType,
  PaymentTerms,
  PublicationStage,
  RoutePointType,
  TransportationType,
  TransportationView,
  TransportType,
} from '../orders/reference-lists.js';
import { ResponseStatus } from '../orders/response-status.js';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema, pageOf } from './common.js';
import { versionField } from './fields.js';
import { orderResponseRequestSchema } from './order-actions.js';
import { ratingSummarySchema } from './rating-summary.js';
import { choiceField } from './value-fields.js';
import {
  DeletionRequestStatus,
  namedRefSchema,
  orderDeletionRequestSchema,
  orderProblemSchema,
  ProblemStatus,
} from './order-reports.js';

/**
 * What the orders API answers (docs/api/orders.md). The routes serialize with these schemas,
 * the web parses with them, so both always agree on the shape. Dates are `YYYY-MM-DD`,
 * instants ISO 8601 in UTC, money and measures plain numbers.
 */

const isoInstant = z.iso.datetime();
const isoDate = z.iso.date();

export const routePointViewSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  type: z.enum(RoutePointType),
  address: z.string(),
  city: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type RoutePointView = z.infer<typeof routePointViewSchema>;

/** The first or last point of the route, as a list row shows it. */
export const routeEndSchema = z.object({ city: z.string(), address: z.string() });

/** The price agreed with the selected carrier: that carrier's response, in its currency. */
export const agreedPriceSchema = z.object({ price: z.number(), currency: z.enum(Currency) });
export type AgreedPrice = z.infer<typeof agreedPriceSchema>;

/**
 * One row of `/requests` and `/my-requests` (the load board among them): what the list's
 * table and cards show, nothing more — the route's ends by city, no addresses, no unloading
 * date, no owner. It is the most frequent answer of the API, so every field costs (issue 11).
 */
export const orderListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(OrderStatus),
  createdAt: isoInstant,
  plannedLoadingDate: isoDate,
  transportType: z.enum(TransportType),
  cargoName: z.string(),
  cargoWeightTons: z.number(),
  /** The asking price, as the order was published. */
  price: z.number(),
  currency: z.enum(Currency),
  /**
   * Once a carrier is selected, what was agreed with it; null before, and for a carrier whose
   * company is not the selected one (the order view hides the selection from it too).
   */
  agreedPrice: agreedPriceSchema.nullable(),
  from: routeEndSchema.pick({ city: true }),
  to: routeEndSchema.pick({ city: true }),
  routePointCount: z.number().int(),
  /** Responses that were not withdrawn. */
  responseCount: z.number().int(),
  /** The status of the caller's company's latest response; null for other sides or none. */
  myResponseStatus: z.enum(ResponseStatus).nullable(),
  hasOpenProblem: z.boolean(),
  hasOpenDeletionRequest: z.boolean(),
  /** The caller's carrier company was invited to answer it (issue 31); false for other sides. */
  invited: z.boolean(),
  /** A carrier may book it at the posted price (issue 32). */
  instantBooking: z.boolean(),
  /** Who sees it (issue 32); `poolUntil`: when a POOL order opens to the board. */
  publicationStage: z.enum(PublicationStage),
  poolUntil: isoInstant.nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** An order as other lists embed it (problems, deletion requests): a list row and more. */
export const orderSummarySchema = orderListItemSchema.extend({
  plannedUnloadingDate: isoDate,
  from: routeEndSchema,
  to: routeEndSchema,
  ownerCompany: namedRefSchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * Counting every match of a broad filter over a million orders costs more than the page
 * itself, so the list counts up to this many (50 pages of 20) and says when there are more
 * (`totalCapped`); the web shows "1000+". Pages beyond still answer.
 */
export const ORDER_LIST_TOTAL_CAP = 1_000;

export const orderPageSchema = pageOf(orderListItemSchema).extend({
  /** True when more orders match than `total` (= ORDER_LIST_TOTAL_CAP) says. */
  totalCapped: z.boolean(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** A counter-price on a response and its answer (issue 32). */
export const counterOfferViewSchema = z.object({
  id: z.uuid(),
  responseId: z.uuid(),
  status: counterOfferStatusSchema,
  price: z.number(),
  currency: z.enum(Currency),
  comment: z.string().nullable(),
  createdAt: isoInstant,
  createdBy: namedRefSchema,
  /** When and by whom it was accepted, declined or withdrawn; null while OPEN. */
  decidedAt: isoInstant.nullable(),
  decidedBy: namedRefSchema.nullable(),
});
export type CounterOfferView = z.infer<typeof counterOfferViewSchema>;

export const orderResponseViewSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  status: z.enum(ResponseStatus),
  price: z.number(),
  currency: z.enum(Currency),
  comment: z.string().nullable(),
  version: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  carrier: z.object({
    id: z.uuid(),
    name: z.string(),
    bin: z.string(),
    rating: z.number().nullable(),
    ratingSummary: ratingSummarySchema,
    /** The carrier's trust score (0–100, docs/trust-score.md). */
    trustScore: z.number().int().nullable(),
  }),
  driver: z.object({
    id: z.uuid(),
    name: z.string(),
    phone: z.string().nullable(),
    rating: z.number().nullable(),
    ratingSummary: ratingSummarySchema,
    status: z.string(),
    blacklisted: z.boolean(),
  }),
  vehicle: z.object({
    id: z.uuid(),
    plateNumber: z.string(),
    brand: z.string(),
    model: z.string(),
    manufactureYear: z.number().int().nullable(),
  }),
  createdBy: namedRefSchema,
  /** The thread of counter-offers on the response, oldest first; at most one OPEN. */
  counterOffers: z.array(counterOfferViewSchema),
});
export type OrderResponseView = z.infer<typeof orderResponseViewSchema>;
export const orderResponseListSchema = z.array(orderResponseViewSchema);

/** An action of the state machine for the caller: allowed, or refused with the reason. */
export const orderActionViewSchema = z.object({
  action: z.enum(ORDER_ACTIONS),
  allowed: z.boolean(),
  reason: z.enum(ORDER_REFUSAL_REASONS).optional(),
});
export type OrderActionView = z.infer<typeof orderActionViewSchema>;

export const orderDetailSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(OrderStatus),
  version: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  publishedAt: isoInstant.nullable(),
  createdBy: namedRefSchema,
  ownerCompany: namedRefSchema,
  plannedLoadingDate: isoDate,
  plannedUnloadingDate: isoDate,
  transportType: z.enum(TransportType),
  orderType: z.enum(OrderType),
  paymentTerms: z.enum(PaymentTerms),
  price: z.number(),
  currency: z.enum(Currency),
  /** A carrier may book it at `price` in one step (issue 32). */
  instantBooking: z.boolean(),
  /**
   * Who sees it (issue 32): chosen on the form; `poolHours` is the POOL window, which starts
   * at publication and ends at `poolUntil`, when the order opens to the whole board.
   */
  publicationStage: z.enum(PublicationStage),
  poolHours: z.number().int().nullable(),
  poolUntil: isoInstant.nullable(),
  cargoName: z.string(),
  cargoWeightTons: z.number(),
  cargoVolumeM3: z.number(),
  packageType: z.enum(PackageType),
  seats: z.number().int(),
  seatDimensions: z
    .object({ lengthM: z.number(), widthM: z.number(), heightM: z.number() })
    .nullable(),
  declaredValue: z.number().nullable(),
  declaredValueCurrency: z.enum(Currency).nullable(),
  loadingMethod: z.enum(LoadingMethod),
  transportationType: z.enum(TransportationType),
  transportationView: z.enum(TransportationView),
  specialConditions: z.string().nullable(),
  route: z.array(routePointViewSchema),
  selectedResponse: orderResponseViewSchema.nullable(),
  /** The caller's company's latest response (carrier side); null otherwise. */
  myResponse: orderResponseViewSchema.nullable(),
  openProblem: orderProblemSchema.nullable(),
  /** Every problem report and decision; empty for carriers that are not the selected one. */
  problems: z.array(orderProblemSchema),
  /** Deletion requests, newest first; shown to the owner side and platform staff only. */
  deletionRequests: z.array(orderDeletionRequestSchema),
  actions: z.array(orderActionViewSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A value in a history change: scalars as they are, composite values rendered as text. */
export const historyValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const orderHistoryEntrySchema = z.object({
  id: z.uuid(),
  at: isoInstant,
  actor: z.object({ id: z.uuid(), name: z.string(), role: z.enum(Role) }).nullable(),
  /** e.g. order.created, order.updated, response.accepted, problem.decided */
  action: z.string(),
  changes: z.array(
    z.object({ field: z.string(), from: historyValueSchema, to: historyValueSchema }),
  ),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;
export const orderHistorySchema = z.array(orderHistoryEntrySchema);

/** What a carrier may respond with: its eligible drivers and its active vehicles. */
export const responseOptionsSchema = z.object({
  drivers: z.array(
    z.object({ id: z.uuid(), name: z.string(), iin: z.string(), phone: z.string().nullable() }),
  ),
  vehicles: z.array(
    z.object({ id: z.uuid(), plateNumber: z.string(), brand: z.string(), model: z.string() }),
  ),
});
export type ResponseOptions = z.infer<typeof responseOptionsSchema>;

export const problemOrderSchema = orderSummarySchema.extend({ problem: orderProblemSchema });
export const problemOrderPageSchema = pageOf(problemOrderSchema);
export type ProblemOrderPage = z.infer<typeof problemOrderPageSchema>;

export const deletionRequestWithOrderSchema = orderDeletionRequestSchema.extend({
  order: orderSummarySchema,
});
export const deletionRequestPageSchema = pageOf(deletionRequestWithOrderSchema);
export type DeletionRequestPage = z.infer<typeof deletionRequestPageSchema>;

// The small request bodies and queries of the same endpoints.

/** Publish, withdraw, accept: the version the user read (for accept, the order's). */
export const orderVersionRequestSchema = z.object({ version: versionField });
export type OrderVersionRequest = z.infer<typeof orderVersionRequestSchema>;

/** Editing a response: the same fields as responding, plus the response's version. */
export const orderResponseUpdateSchema = orderResponseRequestSchema.extend({
  version: versionField,
});
export type OrderResponseUpdate = z.infer<typeof orderResponseUpdateSchema>;

/** `/problem-requests`: open reports by default, newest first. */
export const problemOrderListQuerySchema = listQuerySchema.extend({
  status: choiceField(ProblemStatus).default(ProblemStatus.OPEN),
});
export type ProblemOrderListQuery = z.infer<typeof problemOrderListQuerySchema>;

/** The deletion requests moderators and the CB decide: pending ones by default. */
export const deletionRequestListQuerySchema = listQuerySchema.extend({
  status: choiceField(DeletionRequestStatus).default(DeletionRequestStatus.PENDING),
});
export type DeletionRequestListQuery = z.infer<typeof deletionRequestListQuerySchema>;

export const orderResponseParamsSchema = z.object({
  id: z.uuid({ error: ValidationMessage.INVALID }),
  responseId: z.uuid({ error: ValidationMessage.INVALID }),
});
export const counterOfferParamsSchema = orderResponseParamsSchema.extend({
  offerId: z.uuid({ error: ValidationMessage.INVALID }),
});
export const orderProblemParamsSchema = z.object({
  id: z.uuid({ error: ValidationMessage.INVALID }),
  problemId: z.uuid({ error: ValidationMessage.INVALID }),
});
export const orderDeletionRequestParamsSchema = z.object({
  id: z.uuid({ error: ValidationMessage.INVALID }),
  requestId: z.uuid({ error: ValidationMessage.INVALID }),
});

/** How many orders of each status match; every status is present, 0 when none match. */
export const orderStatusCountsSchema = z.object({
  counts: z.record(orderStatusSchema, z.number().int().min(0)),
});
export type OrderStatusCounts = z.infer<typeof orderStatusCountsSchema>;
