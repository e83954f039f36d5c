import { z } from 'zod';
import { MAX_SUGGESTED_CARRIERS } from '../exchange/suggestions.js';
import { Currency, TransportType } from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema, pageOf } from './common.js';
import { EXCHANGE_LIMITS } from './exchange-limits.js';
import {
  placeCodeField,
  truckOfferFormSchema,
  TruckOfferStatus,
  TruckPriceUnit,
} from './exchange.js';
import { versionField } from './fields.js';
import { choiceField, idField, isoDateField } from './value-fields.js';

/** Editing a truck offer: the form at the version read (`VERSION_CONFLICT` otherwise). */
export const updateTruckOfferRequestSchema = truckOfferFormSchema.safeExtend({
  version: versionField,
});
export type UpdateTruckOfferRequest = z.output<typeof updateTruckOfferRequestSchema>;

/** Withdrawing an offer names the version read too. */
export const truckOfferVersionRequestSchema = z.object({ version: versionField });

/** A truck offer as the board, the carrier's list and its page show it. */
export const truckOfferSchema = z.object({
  id: z.uuid(),
  company: z.object({ id: z.uuid(), name: z.string() }),
  vehicle: z.object({
    id: z.uuid(),
    plateNumber: z.string(),
    brand: z.string(),
    model: z.string(),
  }),
  driver: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  place: z.string(),
  region: z.string(),
  availableFrom: z.iso.date(),
  availableTo: z.iso.date(),
  /** Empty: anywhere. */
  destinations: z.array(z.string()),
  bodyType: z.enum(TransportType),
  capacityTons: z.number(),
  capacityM3: z.number(),
  price: z.number().nullable(),
  priceUnit: z.enum(TruckPriceUnit),
  currency: z.enum(Currency).nullable(),
  comment: z.string().nullable(),
  /** EXPIRED once its last day has passed, even before the scheduled job moved it. */
  status: z.enum(TruckOfferStatus),
  /** An active offer whose vehicle is on an order's trip now. */
  busy: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TruckOffer = z.infer<typeof truckOfferSchema>;

export const truckOfferPageSchema = pageOf(truckOfferSchema);
export type TruckOfferPage = z.infer<typeof truckOfferPageSchema>;

export const TRUCK_BOARD_SORTS = [
  'availableFrom',
  '-availableFrom',
  'capacity',
  '-capacity',
  '-createdAt',
] as const;

const minCapacity = (max: number) =>
  z.coerce
    .number({ error: ValidationMessage.NUMBER })
    .min(0, ValidationMessage.NOT_NEGATIVE)
    .max(max, ValidationMessage.TOO_LARGE)
    .optional();

/** Body types as `?bodyType=TENT&bodyType=REFRIGERATOR` or `?bodyType=TENT,REFRIGERATOR`. */
const bodyTypesQuery = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(choiceField(TransportType)))
  .optional();

/** `GET /api/truck-offers`: the capacity board's filters, kept in the URL by the web. */
export const truckBoardQuerySchema = listQuerySchema.extend({
  sort: z.enum(TRUCK_BOARD_SORTS, { error: ValidationMessage.INVALID }).optional(),
  /** Trucks standing in this place (a country or region holds its cities). */
  origin: placeCodeField.optional(),
  /** Trucks that would go there (or anywhere). */
  destination: placeCodeField.optional(),
  /** Trucks free on this day. */
  date: isoDateField.optional(),
  bodyType: bodyTypesQuery,
  minTons: minCapacity(EXCHANGE_LIMITS.maxCapacityTons),
  minM3: minCapacity(EXCHANGE_LIMITS.maxCapacityM3),
});
export type TruckBoardQuery = z.infer<typeof truckBoardQuerySchema>;

/** `GET /api/my-truck-offers`: the carrier's offers, current ones unless `closed=true`. */
export const myTruckOffersQuerySchema = listQuerySchema.extend({
  closed: z
    .enum(['true', 'false'], { error: ValidationMessage.INVALID })
    .transform((value) => value === 'true')
    .optional(),
});
export type MyTruckOffersQuery = z.infer<typeof myTruckOffersQuerySchema>;

/** A published order that suits a truck offer (`truckSuitsLoad`). */
export const matchingOrderSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  plannedLoadingDate: z.iso.date(),
  fromCity: z.string(),
  toCity: z.string(),
  transportType: z.enum(TransportType),
  cargoName: z.string(),
  cargoWeightTons: z.number(),
  cargoVolumeM3: z.number(),
  price: z.number(),
  currency: z.enum(Currency),
  ownerCompanyName: z.string(),
});
export type MatchingOrder = z.infer<typeof matchingOrderSchema>;

/** The most matching orders an offer shows, soonest loading first. */
export const MAX_MATCHING_ORDERS = 50;
export const matchingOrdersSchema = z.object({ items: z.array(matchingOrderSchema) });
export type MatchingOrders = z.infer<typeof matchingOrdersSchema>;

/**
 * A carrier suggested for an order, with its reasons as data (the web words them): the free
 * truck that suits the load, its lane history, trust score, answer speed and past work with
 * the forwarder; `score` is `suggestionScore` of them.
 */
export const suggestedCarrierSchema = z.object({
  company: z.object({ id: z.uuid(), name: z.string() }),
  score: z.number(),
  truckOffer: z
    .object({
      id: z.uuid(),
      place: z.string(),
      availableFrom: z.iso.date(),
      availableTo: z.iso.date(),
      bodyType: z.enum(TransportType),
    })
    .nullable(),
  /** Completed orders on the order's region pair in the last 365 days. */
  laneOrders: z.number().int(),
  trustScore: z.number().int().nullable(),
  /** Median minutes from an order's publication to this carrier's response; null: none yet. */
  medianResponseMinutes: z.number().int().nullable(),
  /** Completed orders for the forwarder before. */
  ordersWithForwarder: z.number().int(),
  invited: z.boolean(),
});
export type SuggestedCarrier = z.infer<typeof suggestedCarrierSchema>;

export const suggestedCarriersSchema = z.object({
  items: z.array(suggestedCarrierSchema).max(MAX_SUGGESTED_CARRIERS),
});
export type SuggestedCarriers = z.infer<typeof suggestedCarriersSchema>;

/** `POST /api/orders/:id/invitations`: ask a carrier to answer the order. */
export const orderInvitationRequestSchema = z.object({ carrierCompanyId: idField });
export type OrderInvitationRequest = z.infer<typeof orderInvitationRequestSchema>;

export const orderInvitationSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  carrierCompanyId: z.uuid(),
  createdAt: z.iso.datetime(),
});
export type OrderInvitation = z.infer<typeof orderInvitationSchema>;
