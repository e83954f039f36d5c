/**
 * How an order's suggested carriers are ranked (issue 31, decision 036): each reason the
 * carrier is likely to take the load adds its weight times how strongly it holds (0 to 1).
 * The web words the reasons; the rank is this one formula, so the list and its test agree.
 */

/** The most carriers an order is suggested. */
export const MAX_SUGGESTED_CARRIERS = 10;

/** How many completed lane orders, orders with the forwarder, count fully (more add nothing). */
export const LANE_ORDERS_SATURATION = 5;
export const FORWARDER_ORDERS_SATURATION = 3;

/** A median first answer this fast counts fully; one of a day or slower counts nothing. */
export const FAST_RESPONSE_MINUTES = 30;
export const SLOW_RESPONSE_MINUTES = 24 * 60;

export const SUGGESTION_WEIGHTS = {
  /** A free truck that suits the load: the strongest sign it will be taken. */
  matchingTruck: 40,
  /** Completed orders on the order's region pair in the last 365 days. */
  laneHistory: 25,
  /** The published trust score (0–100). */
  trust: 20,
  /** The median time from an order's publication to the carrier's response. */
  responseSpeed: 10,
  /** Completed orders for this forwarder before. */
  workedBefore: 5,
} as const;

/** The facts a suggestion is ranked by and worded from. */
export interface SuggestionFacts {
  hasMatchingTruck: boolean;
  laneOrders: number;
  trustScore: number | null;
  medianResponseMinutes: number | null;
  ordersWithForwarder: number;
}

/** 1 at or below `fast`, 0 at or above `slow`, on a log scale between (minutes to a day). */
function responseSpeed(minutes: number | null): number {
  if (minutes === null) return 0;
  if (minutes <= FAST_RESPONSE_MINUTES) return 1;
  if (minutes >= SLOW_RESPONSE_MINUTES) return 0;
  return (
    1 -
    Math.log(minutes / FAST_RESPONSE_MINUTES) /
      Math.log(SLOW_RESPONSE_MINUTES / FAST_RESPONSE_MINUTES)
  );
}

/** The carrier's score, 0 to 100: the higher, the likelier it takes the load. */
export function suggestionScore(facts: SuggestionFacts): number {
  const w = SUGGESTION_WEIGHTS;
  const score =
    (facts.hasMatchingTruck ? w.matchingTruck : 0) +
    w.laneHistory * Math.min(facts.laneOrders / LANE_ORDERS_SATURATION, 1) +
    w.trust * ((facts.trustScore ?? 0) / 100) +
    w.responseSpeed * responseSpeed(facts.medianResponseMinutes) +
    w.workedBefore * Math.min(facts.ordersWithForwarder / FORWARDER_ORDERS_SATURATION, 1);
  return Math.round(score * 10) / 10;
}
