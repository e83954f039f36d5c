import { decimalField } from './value-fields.js';

/**
 * The bounds of an order's fields, of the requests on it and of its list filters; the web uses
 * them for input limits too.
 */
export const ORDER_LIMITS = {
  maxPrice: 1_000_000_000,
  maxDeclaredValue: 1_000_000_000_000,
  maxCargoWeightTons: 100,
  maxCargoVolumeM3: 200,
  maxSeats: 10_000,
  maxSeatDimensionM: 20,
  cargoNameLength: 200,
  specialConditionsLength: 2000,
  addressLength: 300,
  cityLength: 100,
  contactPersonLength: 150,
  minRoutePoints: 2,
  maxRoutePoints: 20,
  responseCommentLength: 1000,
  problemDescriptionLength: 2000,
  decisionCommentLength: 2000,
  deletionReasonLength: 1000,
  placeFilterLength: 200,
} as const;

/** A price or an amount of money: above zero, two decimals. */
export const moneyField = decimalField({ max: ORDER_LIMITS.maxPrice, decimals: 2 });
