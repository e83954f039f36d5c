import { z } from 'zod';
import { PriceComparison } from '../exchange/matching.js';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../i18n/languages.js';
import {
  currencySchema,
  transportTypeSchema,
  type Currency,
  type TransportType,
} from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';
import { AlertEmailFrequency, type SavedSearchFields } from './exchange.js';

/**
 * What the API answers about saved searches and their alerts (issue 31), and the Web Push
 * subscription a browser posts. The form is `savedSearchFormSchema` (exchange.ts).
 */

/** A saved search as its owner sees it, with the live badge. */
export const savedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  origins: z.array(z.string()),
  destinations: z.array(z.string()),
  loadingDateFrom: z.string().nullable(),
  loadingDateTo: z.string().nullable(),
  bodyTypes: z.array(transportTypeSchema),
  weightMinTons: z.number().nullable(),
  weightMaxTons: z.number().nullable(),
  volumeMinM3: z.number().nullable(),
  volumeMaxM3: z.number().nullable(),
  priceMin: z.number().nullable(),
  priceCurrency: currencySchema.nullable(),
  emailFrequency: z.enum(AlertEmailFrequency),
  pushEnabled: z.boolean(),
  language: z.enum(LANGUAGES),
  /** Paused: not matched at all. Muted: matched and counted, nobody alerted. */
  paused: z.boolean(),
  muted: z.boolean(),
  /** Matches since the owner last opened the search's matches. */
  unseenCount: z.number().int().min(0),
  lastMatchedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  /** How many a user may keep (EXCHANGE_LIMITS.maxSavedSearchesPerUser). */
  limit: z.number().int(),
});
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** A published order a search matched, as the load board shows it. */
export const savedSearchMatchSchema = z.object({
  orderId: z.uuid(),
  number: z.string(),
  fromCity: z.string(),
  toCity: z.string(),
  plannedLoadingDate: z.string(),
  transportType: transportTypeSchema,
  cargoName: z.string(),
  cargoWeightTons: z.number(),
  cargoVolumeM3: z.number(),
  price: z.number(),
  currency: currencySchema,
  /** How the price stood against the search's floor; null when the search has none. */
  priceComparison: z.enum(PriceComparison).nullable(),
  matchedAt: z.string(),
});

/** The matches still on the load board, newest first; `gone` counts those taken since. */
export const savedSearchMatchesSchema = z.object({
  search: savedSearchSchema,
  items: z.array(savedSearchMatchSchema),
  gone: z.number().int().min(0),
});
export type SavedSearchMatches = z.infer<typeof savedSearchMatchesSchema>;

/** How many matches the list shows at most: a day's worth on a busy lane. */
export const SAVED_SEARCH_MATCHES_SHOWN = 100;

/** base64url without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64UrlKey = (bytes: number) =>
  z
    .string({ error: ValidationMessage.REQUIRED })
    .regex(/^[A-Za-z0-9_-]+$/, ValidationMessage.INVALID)
    .refine((value) => Math.floor((value.length * 3) / 4) === bytes, ValidationMessage.INVALID);

/**
 * A browser's push subscription (the Push API's `toJSON()`): the push service's endpoint, the
 * browser's P-256 key (65 bytes, uncompressed) and its 16-byte auth secret (RFC 8291).
 */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: ValidationMessage.INVALID })
    .max(1000, ValidationMessage.TOO_LONG),
  keys: z.object({ p256dh: base64UrlKey(65), auth: base64UrlKey(16) }),
  /** The language the device's alerts are written in. */
  language: z.enum(LANGUAGES, { error: ValidationMessage.INVALID }).default(DEFAULT_LANGUAGE),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(1000),
});

/** The server's VAPID public key (RFC 8292), base64url: `applicationServerKey` of a subscribe. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push message carries, already in the device's language; the worker shows it. */
export const pushAlertSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page a click opens, inside the app. */
  link: z.string(),
  /** Alerts of one tag replace each other on the device. */
  tag: z.string(),
});
export type PushAlert = z.infer<typeof pushAlertSchema>;

/** The load board's filters a saved search keeps (`GET /orders` query names). */
export interface BoardFilters {
  from?: readonly string[];
  to?: readonly string[];
  loadingDateFrom?: string;
  loadingDateTo?: string;
  transportType?: readonly TransportType[];
  weightMinTons?: number;
  weightMaxTons?: number;
  volumeMinM3?: number;
  volumeMaxM3?: number;
  priceMin?: number;
  currency?: Currency;
}

/**
 * A saved search made of the board's filters: places, loading dates, bodies (the board's
 * transport types become the bodies the carrier has, so a search for refrigerators also finds
 * isotherm loads, `bodyCarries`), weight and volume, and the price floor with its currency
 * (compared in tenge). The status, unloading dates, text and price ceiling are not kept.
 */
export function savedSearchFromBoardFilters(
  filters: BoardFilters,
): Omit<SavedSearchFields, 'name' | 'emailFrequency' | 'pushEnabled' | 'language'> {
  return {
    origins: [...(filters.from ?? [])],
    destinations: [...(filters.to ?? [])],
    loadingDateFrom: filters.loadingDateFrom ?? null,
    loadingDateTo: filters.loadingDateTo ?? null,
    bodyTypes: [...(filters.transportType ?? [])],
    weightMinTons: filters.weightMinTons ?? null,
    weightMaxTons: filters.weightMaxTons ?? null,
    volumeMinM3: filters.volumeMinM3 ?? null,
    volumeMaxM3: filters.volumeMaxM3 ?? null,
    priceMin: filters.priceMin !== undefined && filters.currency ? filters.priceMin : null,
    priceCurrency: filters.priceMin !== undefined && filters.currency ? filters.currency : null,
  };
}
