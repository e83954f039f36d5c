import { z } from 'zod';
import { OrderListScope, ORDER_SORT_FIELDS } from '../orders/order-list.js';
import { OrderStatus } from '../orders/order-status.js';
import { currencySchema, TransportType } from '../orders/reference-lists.js';
import { isPlaceCode } from '../exchange/places.js';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema } from './common.js';
import { ORDER_LIMITS } from './order-limits.js';
import { EXCHANGE_LIMITS } from './exchange-limits.js';
import { choiceField, isoDateField } from './value-fields.js';

const ORDER_SORTS = ORDER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

/** A filter that takes one value or several: `?status=A&status=B` or `?status=A,B`. */
function oneOrManyOf<const T extends Readonly<Record<string, string>>>(values: T) {
  return z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(choiceField(values)))
    .optional();
}

const optionalQueryDate = isoDateField.optional();
const optionalQueryPrice = z.coerce
  .number({ error: ValidationMessage.NUMBER })
  .min(0, ValidationMessage.NOT_NEGATIVE)
  .max(ORDER_LIMITS.maxPrice, ValidationMessage.TOO_LARGE)
  .optional();

const optionalQueryWeight = z.coerce
  .number({ error: ValidationMessage.NUMBER })
  .min(0, ValidationMessage.NOT_NEGATIVE)
  .max(ORDER_LIMITS.maxCargoWeightTons, ValidationMessage.TOO_LARGE)
  .optional();
const optionalQueryVolume = z.coerce
  .number({ error: ValidationMessage.NUMBER })
  .min(0, ValidationMessage.NOT_NEGATIVE)
  .max(ORDER_LIMITS.maxCargoVolumeM3, ValidationMessage.TOO_LARGE)
  .optional();

/**
 * Places of the gazetteer, one or several (`?from=KZ-75&from=KZ-19` or `?from=KZ-75,KZ-19`):
 * the order's loading (unloading) place lies in one of them.
 */
const placeCodes = z
  .union([z.array(z.string()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(
    z
      .array(z.string().refine(isPlaceCode, ValidationMessage.PLACE_UNKNOWN))
      .max(EXCHANGE_LIMITS.maxPlaces, ValidationMessage.TOO_MANY_PLACES)
      .transform((places) => [...new Set(places)]),
  )
  .optional();

const QUERY_RANGES = [
  ['loadingDateFrom', 'loadingDateTo'],
  ['unloadingDateFrom', 'unloadingDateTo'],
  ['priceMin', 'priceMax'],
  ['weightMinTons', 'weightMaxTons'],
  ['volumeMinM3', 'volumeMaxM3'],
] as const;

/** The list's filters besides the status: what the status counts are counted over too. */
const orderListFilters = {
  scope: choiceField(OrderListScope).default(OrderListScope.ALL),
  transportType: oneOrManyOf(TransportType),
  loadingDateFrom: optionalQueryDate,
  loadingDateTo: optionalQueryDate,
  unloadingDateFrom: optionalQueryDate,
  unloadingDateTo: optionalQueryDate,
  /** City or address text along the route. */
  place: z
    .string()
    .trim()
    .max(ORDER_LIMITS.placeFilterLength, ValidationMessage.TOO_LONG)
    .optional(),
  priceMin: optionalQueryPrice,
  priceMax: optionalQueryPrice,
  currency: currencySchema.optional(),
  /** A carrier's orders it was invited to answer (issue 31); ignored for other sides. */
  invited: z
    .enum(['true', 'false'], { error: ValidationMessage.INVALID })
    .transform((value) => value === 'true')
    .optional(),
  from: placeCodes,
  to: placeCodes,
  weightMinTons: optionalQueryWeight,
  weightMaxTons: optionalQueryWeight,
  volumeMinM3: optionalQueryVolume,
  volumeMaxM3: optionalQueryVolume,
};

type QueryRanges = z.infer<z.ZodObject<typeof orderListFilters>>;

function refuseInvertedRanges(query: QueryRanges, ctx: z.RefinementCtx): void {
  for (const [from, to] of QUERY_RANGES) {
    const low = query[from];
    const high = query[to];
    if (low !== undefined && high !== undefined && low > high) {
      ctx.addIssue({ code: 'custom', message: ValidationMessage.RANGE_INVERTED, path: [to] });
    }
  }
}

/** `/requests` and `/my-requests`: the list's filters, kept in the URL by the web. */
export const orderListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(ORDER_SORTS, { error: ValidationMessage.INVALID }).optional(),
    status: oneOrManyOf(OrderStatus),
    ...orderListFilters,
  })
  .superRefine(refuseInvertedRanges);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/**
 * `GET /orders/status-counts`: the list's query without status, page and sort — the status
 * quick filters count what each status would add to the list as it is otherwise filtered.
 */
export const orderStatusCountsQuerySchema = listQuerySchema
  .pick({ q: true })
  .extend(orderListFilters)
  .superRefine(refuseInvertedRanges);
export type OrderStatusCountsQuery = z.infer<typeof orderStatusCountsQuerySchema>;
