/** Bounds of the exchange's forms (issue 31). */
export const EXCHANGE_LIMITS = {
  maxPlaces: 10,
  searchNameLength: 100,
  truckCommentLength: 500,
  maxCapacityTons: 100,
  maxCapacityM3: 200,
  /** Saved searches per user: enough for every lane a dispatcher watches. */
  maxSavedSearchesPerUser: 50,
  /** How far ahead a truck may be offered. */
  maxTruckOfferDays: 60,
} as const;
