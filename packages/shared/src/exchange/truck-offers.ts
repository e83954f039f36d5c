import { OrderStatus } from '../orders/order-status.js';
import { TruckOfferStatus } from '../schemas/exchange.js';
import { EXCHANGE_LIMITS } from '../schemas/exchange-limits.js';
import { addCalendarDays } from '../validation/dates.js';
import { ValidationMessage } from '../validation/messages.js';
import { placeContains, type PlaceCode } from './place-codes.js';
import { allPlaces } from './places.js';

/**
 * The truck offer's rules (issue 31, DESIGN §8) that do not fit the form's schema: the dates
 * against today, when an offer counts as expired, when its truck is busy, and the places an
 * offer's region holds (what the SQL of a match compares with).
 */

/**
 * The statuses of an order whose selected vehicle is on its trip: from the carrier's selection
 * until the order completes. An active offer of such a vehicle shows as busy.
 */
export const ORDER_STATUSES_HOLDING_TRUCK: readonly OrderStatus[] = [
  OrderStatus.CARRIER_SELECTED,
  OrderStatus.CONTRACT_SIGNING,
  OrderStatus.CONTRACT_SIGNED,
  OrderStatus.LOADING,
  OrderStatus.IN_TRANSIT,
  OrderStatus.UNLOADING,
  OrderStatus.DELIVERED,
  OrderStatus.PAYMENT_SENT,
];

/**
 * An offer as readers see it: an active offer whose last day has passed is expired, whether or
 * not the scheduled job has moved it yet.
 */
export function effectiveTruckOfferStatus(
  offer: { status: TruckOfferStatus; availableTo: string },
  today: string,
): TruckOfferStatus {
  return offer.status === TruckOfferStatus.ACTIVE && offer.availableTo < today
    ? TruckOfferStatus.EXPIRED
    : offer.status;
}

/**
 * What the offer's dates break, by field: the first day not before today (an edit may keep a
 * first day that has passed meanwhile), the last at most `maxTruckOfferDays` ahead.
 */
export function truckOfferDateProblems(
  dates: { availableFrom: string; availableTo: string },
  today: string,
  keptFrom: string | null = null,
): Record<string, ValidationMessage> {
  const problems: Record<string, ValidationMessage> = {};
  if (dates.availableFrom < today && dates.availableFrom !== keptFrom) {
    problems.availableFrom = ValidationMessage.DATE_IN_PAST;
  }
  if (dates.availableTo > addCalendarDays(today, EXCHANGE_LIMITS.maxTruckOfferDays)) {
    problems.availableTo = ValidationMessage.TOO_FAR_AHEAD;
  }
  return problems;
}

const placesWithinCache = new Map<PlaceCode, PlaceCode[]>();

/**
 * Every place of the gazetteer that lies in `outer`, itself included: an order's resolved place
 * is one of them exactly when `placeContains(outer, it)`, so `= any(…)` on an index is the SQL
 * of containment.
 */
export function placesWithin(outer: PlaceCode): PlaceCode[] {
  let within = placesWithinCache.get(outer);
  if (!within) {
    within = allPlaces()
      .map((place) => place.code)
      .filter((code) => placeContains(outer, code));
    placesWithinCache.set(outer, within);
  }
  return within;
}
