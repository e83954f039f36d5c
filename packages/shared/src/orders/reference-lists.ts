import { choiceField } from '../schemas/value-fields.js';

/**
 * The order form's reference lists (issue 5: translated enums, not free text). The web
 * translates `orders:<list>.<VALUE>`, e.g. `orders:transportType.TENT`; the order of the
 * values is the order of the select's options.
 */

/** Body types as freight exchanges of the region name them. */
export const TransportType = {
  TENT: 'TENT',
  REFRIGERATOR: 'REFRIGERATOR',
  ISOTHERM: 'ISOTHERM',
  ALL_METAL_VAN: 'ALL_METAL_VAN',
  CONTAINER: 'CONTAINER',
  FLATBED: 'FLATBED',
  SIDEBOARD: 'SIDEBOARD',
  TANKER: 'TANKER',
  TIPPER: 'TIPPER',
  CAR_CARRIER: 'CAR_CARRIER',
  LOWBED: 'LOWBED',
  TIMBER_TRUCK: 'TIMBER_TRUCK',
  GRAIN_TRUCK: 'GRAIN_TRUCK',
  CEMENT_TRUCK: 'CEMENT_TRUCK',
  LIVESTOCK_TRUCK: 'LIVESTOCK_TRUCK',
  CRANE_TRUCK: 'CRANE_TRUCK',
} as const;
export type TransportType = (typeof TransportType)[keyof typeof TransportType];
export const transportTypeSchema = choiceField(TransportType);

export const OrderType = {
  /** A whole vehicle for one shipper. */
  FTL: 'FTL',
  /** Groupage: part of a vehicle, shared with other cargo. */
  LTL: 'LTL',
  EXPRESS: 'EXPRESS',
  OVERSIZED: 'OVERSIZED',
  DANGEROUS_GOODS: 'DANGEROUS_GOODS',
} as const;
export type OrderType = (typeof OrderType)[keyof typeof OrderType];
export const orderTypeSchema = choiceField(OrderType);

export const PaymentTerms = {
  PREPAYMENT: 'PREPAYMENT',
  PARTIAL_PREPAYMENT: 'PARTIAL_PREPAYMENT',
  ON_LOADING: 'ON_LOADING',
  ON_UNLOADING: 'ON_UNLOADING',
  POSTPAYMENT: 'POSTPAYMENT',
} as const;
export type PaymentTerms = (typeof PaymentTerms)[keyof typeof PaymentTerms];
export const paymentTermsSchema = choiceField(PaymentTerms);

export const PackageType = {
  PALLETS: 'PALLETS',
  BOXES: 'BOXES',
  BAGS: 'BAGS',
  BIG_BAGS: 'BIG_BAGS',
  BARRELS: 'BARRELS',
  ROLLS: 'ROLLS',
  CRATES: 'CRATES',
  BUNDLES: 'BUNDLES',
  PIECES: 'PIECES',
  BULK: 'BULK',
  NONE: 'NONE',
} as const;
export type PackageType = (typeof PackageType)[keyof typeof PackageType];
export const packageTypeSchema = choiceField(PackageType);

export const LoadingMethod = {
  REAR: 'REAR',
  SIDE: 'SIDE',
  TOP: 'TOP',
  /** The tent is taken off entirely. */
  FULL_UNTENTING: 'FULL_UNTENTING',
  TAIL_LIFT: 'TAIL_LIFT',
  RAMPS: 'RAMPS',
} as const;
export type LoadingMethod = (typeof LoadingMethod)[keyof typeof LoadingMethod];
export const loadingMethodSchema = choiceField(LoadingMethod);

/** Whether the cargo crosses a border. */
export const TransportationType = {
  DOMESTIC: 'DOMESTIC',
  INTERNATIONAL: 'INTERNATIONAL',
  TRANSIT: 'TRANSIT',
} as const;
export type TransportationType = (typeof TransportationType)[keyof typeof TransportationType];
export const transportationTypeSchema = choiceField(TransportationType);

/** The means of transport; the platform's trucks carry the road leg of the others. */
export const TransportationView = {
  ROAD: 'ROAD',
  MULTIMODAL: 'MULTIMODAL',
  RAIL: 'RAIL',
  SEA: 'SEA',
  AIR: 'AIR',
} as const;
export type TransportationView = (typeof TransportationView)[keyof typeof TransportationView];
export const transportationViewSchema = choiceField(TransportationView);

/** DESIGN §4. */
export const Currency = {
  KZT: 'KZT',
  RUB: 'RUB',
  USD: 'USD',
  EUR: 'EUR',
  CNY: 'CNY',
  UZS: 'UZS',
  KGS: 'KGS',
} as const;
export type Currency = (typeof Currency)[keyof typeof Currency];
export const currencySchema = choiceField(Currency);

/**
 * Who sees a published order (DESIGN §8, issue 32): the whole board; the owner's carrier pool
 * until a set time, then the whole board; or only the pool.
 */
export const PublicationStage = {
  PUBLIC: 'PUBLIC',
  POOL: 'POOL',
  POOL_ONLY: 'POOL_ONLY',
} as const;
export type PublicationStage = (typeof PublicationStage)[keyof typeof PublicationStage];

/** How long an order may stay with the owner's pool before the board sees it (hours). */
export const POOL_HOURS = { min: 1, max: 48, default: 24 } as const;

/** A forwarder's counter-price on a response (issue 32): open until the carrier answers it. */
export const CounterOfferStatus = {
  OPEN: 'OPEN',
  ACCEPTED: 'ACCEPTED',
  DECLINED: 'DECLINED',
  WITHDRAWN: 'WITHDRAWN',
} as const;
export type CounterOfferStatus = (typeof CounterOfferStatus)[keyof typeof CounterOfferStatus];
export const counterOfferStatusSchema = choiceField(CounterOfferStatus);

/** Where a route point stands in the route: first, last, or between. */
export const RoutePointType = {
  LOADING: 'LOADING',
  INTERMEDIATE: 'INTERMEDIATE',
  UNLOADING: 'UNLOADING',
} as const;
export type RoutePointType = (typeof RoutePointType)[keyof typeof RoutePointType];
export const routePointTypeSchema = choiceField(RoutePointType);

/** The type a point must have at `index` of a route of `length` points, e.g. after reordering. */
export function routePointTypeAt(index: number, length: number): RoutePointType {
  if (index === 0) return RoutePointType.LOADING;
  if (index === length - 1) return RoutePointType.UNLOADING;
  return RoutePointType.INTERMEDIATE;
}
