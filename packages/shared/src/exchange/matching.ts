import { Currency, TransportType } from '../orders/reference-lists.js';
import { placeContains, regionOfPlace, type PlaceCode } from './place-codes.js';

/**
 * What matches what on the exchange (issue 31, DESIGN §8): one definition for the server's
 * matcher (which turns it into SQL), the web's preview and the tests. Dates are ISO days
 * (`YYYY-MM-DD`), compared as strings.
 */

/** The facts of a published order the matching reads. */
export interface LoadFacts {
  /** The resolved place of the first loading point; null when the gazetteer did not know it. */
  fromPlace: PlaceCode | null;
  toPlace: PlaceCode | null;
  loadingDate: string;
  transportType: TransportType;
  weightTons: number;
  volumeM3: number;
  price: number;
  currency: Currency;
}

/** A saved search's filters; an empty list or a null bound means "any". */
export interface LoadSearchCriteria {
  origins: readonly PlaceCode[];
  destinations: readonly PlaceCode[];
  loadingDateFrom: string | null;
  loadingDateTo: string | null;
  /** The bodies the carrier has: an order matches when one of them can carry it. */
  bodyTypes: readonly TransportType[];
  weightMinTons: number | null;
  weightMaxTons: number | null;
  volumeMinM3: number | null;
  volumeMaxM3: number | null;
  priceMin: number | null;
  priceCurrency: Currency | null;
}

/** A free truck: where it stands, when, where it would go, and what it carries. */
export interface TruckFacts {
  place: PlaceCode;
  availableFrom: string;
  availableTo: string;
  /** Empty: anywhere. */
  destinations: readonly PlaceCode[];
  bodyType: TransportType;
  capacityTons: number;
  capacityM3: number;
}

/**
 * The bodies that can carry a load asking for a body type, besides that type itself: a
 * refrigerator is an insulated van, so it carries isotherm and van loads; a flatbed load goes
 * on a truck with sideboards or a low bed.
 */
export const BODY_TYPES_SERVING: Readonly<
  Partial<Record<TransportType, readonly TransportType[]>>
> = {
  [TransportType.ISOTHERM]: [TransportType.REFRIGERATOR],
  [TransportType.ALL_METAL_VAN]: [TransportType.ISOTHERM, TransportType.REFRIGERATOR],
  [TransportType.FLATBED]: [TransportType.SIDEBOARD, TransportType.LOWBED],
  [TransportType.GRAIN_TRUCK]: [TransportType.TIPPER],
};

/** Whether a truck of `body` can carry a load that asks for `wanted`. */
export function bodyCarries(body: TransportType, wanted: TransportType): boolean {
  return body === wanted || (BODY_TYPES_SERVING[wanted] ?? []).includes(body);
}

/** The body types whose trucks can carry a load that asks for `wanted`, itself first. */
export function bodiesCarrying(wanted: TransportType): TransportType[] {
  return [wanted, ...(BODY_TYPES_SERVING[wanted] ?? [])];
}

/** Rates to tenge (KZT = 1) the admin maintains; a currency without one cannot be compared. */
export type RatesToKzt = ReadonlyMap<Currency, number>;

/** An amount in tenge, or null when its currency has no rate. */
export function toKzt(amount: number, currency: Currency, rates: RatesToKzt): number | null {
  if (currency === Currency.KZT) return amount;
  const rate = rates.get(currency);
  return rate === undefined ? null : amount * rate;
}

/**
 * A price condition: met, not met, or not compared — the two currencies could not be brought
 * to one (a rate is missing), so the load is shown with that said rather than left out.
 */
export const PriceComparison = {
  MET: 'MET',
  NOT_MET: 'NOT_MET',
  NOT_COMPARED: 'NOT_COMPARED',
} as const;
export type PriceComparison = (typeof PriceComparison)[keyof typeof PriceComparison];

export function comparePriceAtLeast(
  price: { amount: number; currency: Currency },
  minimum: { amount: number; currency: Currency },
  rates: RatesToKzt,
): PriceComparison {
  if (price.currency === minimum.currency) {
    return price.amount >= minimum.amount ? PriceComparison.MET : PriceComparison.NOT_MET;
  }
  const offered = toKzt(price.amount, price.currency, rates);
  const wanted = toKzt(minimum.amount, minimum.currency, rates);
  if (offered === null || wanted === null) return PriceComparison.NOT_COMPARED;
  return offered >= wanted ? PriceComparison.MET : PriceComparison.NOT_MET;
}

/** Whether a place lies in one of the wanted ones; no wanted place means anywhere. */
export function placeWithin(place: PlaceCode | null, wanted: readonly PlaceCode[]): boolean {
  if (wanted.length === 0) return true;
  return place !== null && wanted.some((outer) => placeContains(outer, place));
}

function withinRange(value: number, min: number | null, max: number | null): boolean {
  return (min === null || value >= min) && (max === null || value <= max);
}

/** How a load stands against a saved search: whether it matches, and how its price compared. */
export interface SearchMatch {
  matches: boolean;
  price: PriceComparison | null;
}

export function matchLoadToSearch(
  criteria: LoadSearchCriteria,
  load: LoadFacts,
  rates: RatesToKzt,
): SearchMatch {
  const price =
    criteria.priceMin === null || criteria.priceCurrency === null
      ? null
      : comparePriceAtLeast(
          { amount: load.price, currency: load.currency },
          { amount: criteria.priceMin, currency: criteria.priceCurrency },
          rates,
        );
  const matches =
    placeWithin(load.fromPlace, criteria.origins) &&
    placeWithin(load.toPlace, criteria.destinations) &&
    (criteria.loadingDateFrom === null || load.loadingDate >= criteria.loadingDateFrom) &&
    (criteria.loadingDateTo === null || load.loadingDate <= criteria.loadingDateTo) &&
    (criteria.bodyTypes.length === 0 ||
      criteria.bodyTypes.some((body) => bodyCarries(body, load.transportType))) &&
    withinRange(load.weightTons, criteria.weightMinTons, criteria.weightMaxTons) &&
    withinRange(load.volumeM3, criteria.volumeMinM3, criteria.volumeMaxM3) &&
    price !== PriceComparison.NOT_MET;
  return { matches, price };
}

/**
 * A free truck suits a load when the load starts in the truck's region, on a day the truck is
 * free, goes where the truck would go, asks for a body the truck's can stand for, and fits in it.
 */
export function truckSuitsLoad(truck: TruckFacts, load: LoadFacts): boolean {
  return (
    load.fromPlace !== null &&
    placeContains(regionOfPlace(truck.place), load.fromPlace) &&
    load.loadingDate >= truck.availableFrom &&
    load.loadingDate <= truck.availableTo &&
    placeWithin(load.toPlace, truck.destinations) &&
    bodyCarries(truck.bodyType, load.transportType) &&
    load.weightTons <= truck.capacityTons &&
    load.volumeM3 <= truck.capacityM3
  );
}
