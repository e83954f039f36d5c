import { z } from 'zod';
import { isPlaceCode } from '../exchange/places.js';
import { Currency, currencySchema, transportTypeSchema } from '../orders/reference-lists.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages.js';
import { ValidationMessage } from '../validation/messages.js';
import { EXCHANGE_LIMITS } from './exchange-limits.js';
import { versionField } from './fields.js';
import { ORDER_LIMITS, moneyField } from './order-limits.js';
import {
  choiceField,
  decimalField,
  idField,
  isoDateField,
  pastDateField,
  requiredTextField,
} from './value-fields.js';

/** A country, region or city of the gazetteer, by its code. */
export const placeCodeField = z
  .string({ error: ValidationMessage.REQUIRED })
  .refine(isPlaceCode, ValidationMessage.PLACE_UNKNOWN);

/** Places where any is meant by none; each at most once. */
export const placeListField = z
  .array(placeCodeField, { error: ValidationMessage.INVALID })
  .max(EXCHANGE_LIMITS.maxPlaces, ValidationMessage.TOO_MANY_PLACES)
  .transform((places) => [...new Set(places)]);

/** A truck offer's life (DESIGN §8); an active offer of a truck on a trip shows as busy. */
export const TruckOfferStatus = {
  ACTIVE: 'ACTIVE',
  BOOKED: 'BOOKED',
  WITHDRAWN: 'WITHDRAWN',
  EXPIRED: 'EXPIRED',
} as const;
export type TruckOfferStatus = (typeof TruckOfferStatus)[keyof typeof TruckOfferStatus];

/** An expected price is for the whole trip or per kilometre. */
export const TruckPriceUnit = { TOTAL: 'TOTAL', PER_KM: 'PER_KM' } as const;
export type TruckPriceUnit = (typeof TruckPriceUnit)[keyof typeof TruckPriceUnit];

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && isoDateField.safeParse(value).success;

/** Two bounds of one kind (ISO days or numbers) where the second is below the first. */
function isInverted(low: unknown, high: unknown): boolean {
  if (isIsoDate(low) && isIsoDate(high)) return high < low;
  return typeof low === 'number' && typeof high === 'number' && high < low;
}

/** The rules between fields run even while other fields are still invalid; hence the reads. */
function rangeInOrder(from: string, to: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (isInverted(value[from], value[to])) {
      ctx.addIssue({ code: 'custom', message: ValidationMessage.RANGE_INVERTED, path: [to] });
    }
  };
}

function priceHasCurrency(price: string, currency: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (typeof value[price] === 'number' && (value[currency] ?? '') === '') {
      ctx.addIssue({
        code: 'custom',
        message: ValidationMessage.PRICE_CURRENCY_REQUIRED,
        path: [currency],
      });
    }
  };
}

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/**
 * A free truck, for the web form and `POST /api/truck-offers` alike: the body and capacity
 * come from the vehicle; the driver is optional; no destination means anywhere.
 */
export const truckOfferFormSchema = z
  .object({
    vehicleId: idField,
    driverId: idField.nullish(),
    place: placeCodeField,
    availableFrom: isoDateField,
    availableTo: isoDateField,
    destinations: placeListField,
    price: moneyField.nullish(),
    priceUnit: choiceField(TruckPriceUnit).default(TruckPriceUnit.TOTAL),
    currency: currencySchema.nullish(),
    comment: z
      .string({ error: ValidationMessage.INVALID })
      .trim()
      .max(EXCHANGE_LIMITS.truckCommentLength, ValidationMessage.TOO_LONG)
      .nullish(),
  })
  .superRefine(rangeInOrder('availableFrom', 'availableTo'), { when: isObject })
  .superRefine(priceHasCurrency('price', 'currency'), { when: isObject });
export type TruckOfferForm = z.input<typeof truckOfferFormSchema>;
export type TruckOfferFields = z.output<typeof truckOfferFormSchema>;

/** How often a saved search's matches are e-mailed; alerts in the app come always. */
export const AlertEmailFrequency = {
  OFF: 'OFF',
  INSTANT: 'INSTANT',
  HOURLY: 'HOURLY',
  DAILY: 'DAILY',
} as const;
export type AlertEmailFrequency = (typeof AlertEmailFrequency)[keyof typeof AlertEmailFrequency];

const optionalWeight = decimalField({
  max: ORDER_LIMITS.maxCargoWeightTons,
  decimals: 3,
}).nullish();
const optionalVolume = decimalField({ max: ORDER_LIMITS.maxCargoVolumeM3, decimals: 2 }).nullish();

/** The fields of a saved search, as the form and the API's create and update take them. */
const savedSearchShape = {
  name: requiredTextField(EXCHANGE_LIMITS.searchNameLength),
  origins: placeListField,
  destinations: placeListField,
  loadingDateFrom: isoDateField.nullish(),
  loadingDateTo: isoDateField.nullish(),
  bodyTypes: z
    .array(transportTypeSchema, { error: ValidationMessage.INVALID })
    .max(20)
    .transform((bodies) => [...new Set(bodies)]),
  weightMinTons: optionalWeight,
  weightMaxTons: optionalWeight,
  volumeMinM3: optionalVolume,
  volumeMaxM3: optionalVolume,
  priceMin: moneyField.nullish(),
  priceCurrency: currencySchema.nullish(),
  emailFrequency: choiceField(AlertEmailFrequency).default(AlertEmailFrequency.OFF),
  pushEnabled: z.boolean({ error: ValidationMessage.INVALID }).default(true),
  /** The language its alerts (push, e-mail) are written in: the interface's when saved. */
  language: z.enum(LANGUAGES, { error: ValidationMessage.INVALID }).default(DEFAULT_LANGUAGE),
};

/** The rules between a saved search's fields, for the form and the update alike. */
function withSavedSearchRules<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return schema
    .superRefine(rangeInOrder('loadingDateFrom', 'loadingDateTo'), { when: isObject })
    .superRefine(rangeInOrder('weightMinTons', 'weightMaxTons'), { when: isObject })
    .superRefine(rangeInOrder('volumeMinM3', 'volumeMaxM3'), { when: isObject })
    .superRefine(priceHasCurrency('priceMin', 'priceCurrency'), { when: isObject });
}

/** A carrier-side user's named load-board filters with the alerts it wants (DESIGN §8). */
export const savedSearchFormSchema = withSavedSearchRules(z.object(savedSearchShape));
export type SavedSearchForm = z.input<typeof savedSearchFormSchema>;
export type SavedSearchFields = z.output<typeof savedSearchFormSchema>;

/** The foreign currencies a rate is kept for: tenge is the unit. */
export const ForeignCurrency = {
  RUB: Currency.RUB,
  USD: Currency.USD,
  EUR: Currency.EUR,
  CNY: Currency.CNY,
  UZS: Currency.UZS,
  KGS: Currency.KGS,
} as const;
export type ForeignCurrency = (typeof ForeignCurrency)[keyof typeof ForeignCurrency];

/** The admin's rate of a currency to tenge on a day (DESIGN §8), as the National Bank gives it. */
export const exchangeRateFormSchema = z.object({
  currency: choiceField(ForeignCurrency),
  rateDate: pastDateField,
  rateToKzt: decimalField({ max: 1_000_000, decimals: 6 }),
});
export type ExchangeRateForm = z.input<typeof exchangeRateFormSchema>;

export const exchangeRateSchema = z.object({
  currency: currencySchema,
  rateDate: z.iso.date(),
  rateToKzt: z.number(),
  createdAt: z.iso.datetime(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** The latest rate of each currency (what prices are compared at), and the last ones set. */
export const exchangeRateListSchema = z.object({
  latest: z.array(exchangeRateSchema),
  history: z.array(exchangeRateSchema),
});
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>;
/** Editing a saved search: the whole form again, at the version read. */
export const savedSearchUpdateSchema = withSavedSearchRules(
  z.object({ ...savedSearchShape, version: versionField }),
);
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;
