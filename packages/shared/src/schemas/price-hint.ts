import { z } from 'zod';
import { currencySchema, transportTypeSchema } from '../orders/reference-lists.js';

/**
 * The price hint (issue 32, DESIGN §8): what a lane cost in the platform's own completed
 * deals — the median and the interquartile range of the agreed prices over 90 days, total and
 * per km, with the number of deals behind them, converted into the asked currency at the rate
 * of each deal's date. Nothing is shown below five deals: a median of three is an anecdote.
 */
export const PRICE_HINT = { days: 90, minDeals: 5 } as const;

/**
 * Which lane the figures are of: the exact one (regions and body type), else the same regions
 * with any body type, else the countries with the body type — each wider one labelled so.
 */
export const PriceHintBasis = {
  LANE: 'LANE',
  REGIONS: 'REGIONS',
  COUNTRIES: 'COUNTRIES',
} as const;
export type PriceHintBasis = (typeof PriceHintBasis)[keyof typeof PriceHintBasis];

const cityField = z.string().trim().min(1).max(200);

/** The order's lane as the order form and the response form know it. */
export const priceHintQuerySchema = z.object({
  fromCity: cityField,
  toCity: cityField,
  bodyType: transportTypeSchema,
  currency: currencySchema,
  /** The route's length where known: the per-km median times it is an estimate of this trip. */
  km: z.coerce.number().positive().max(20_000).optional(),
});
export type PriceHintQuery = z.infer<typeof priceHintQuerySchema>;

export const priceSpreadSchema = z.object({
  p25: z.number(),
  median: z.number(),
  p75: z.number(),
  deals: z.number().int().nonnegative(),
});
export type PriceSpread = z.infer<typeof priceSpreadSchema>;

export const priceHintSchema = z.object({
  currency: currencySchema,
  days: z.number().int(),
  /** Null when no lane has enough deals (or the gazetteer knows neither end). */
  basis: z.enum(PriceHintBasis).nullable(),
  /** The places the figures are of: regions (`KZ-75`) or countries (`KZ`). */
  from: z.string().nullable(),
  to: z.string().nullable(),
  total: priceSpreadSchema.nullable(),
  /** Over the deals whose route length is known; null below five of them. */
  perKm: priceSpreadSchema.nullable(),
  /** The per-km median times the asked length. */
  routeEstimate: z.number().nullable(),
});
export type PriceHint = z.infer<typeof priceHintSchema>;
