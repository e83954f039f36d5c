import {
  Currency,
  hasPlaceCodeShape,
  ORDER_STATUSES,
  TransportType,
  type OrderListQuery,
  type OrderStatus,
} from '@freight/shared';

/** The list's filters, each a parameter of the address named as the API names it. */
export const ORDER_FILTER_NAMES = [
  'status',
  'transportType',
  'loadingDateFrom',
  'loadingDateTo',
  'unloadingDateFrom',
  'unloadingDateTo',
  'place',
  'priceMin',
  'priceMax',
  'currency',
  'invited',
  'from',
  'to',
  'weightMinTons',
  'weightMaxTons',
  'volumeMinM3',
  'volumeMaxM3',
] as const;
export type OrderFilterName = (typeof ORDER_FILTER_NAMES)[number];
export type OrderFilterValue = string | number | readonly string[] | undefined;

export type OrderFilters = Omit<OrderListQuery, 'scope' | 'page' | 'pageSize' | 'q' | 'sort'>;

const TRANSPORT_TYPES = Object.values(TransportType);
const CURRENCIES = Object.values(Currency);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `A,B` → the known values of a list, dropping anything a hand-edited address added. */
function listOf<T extends string>(raw: string | undefined, known: readonly T[]): T[] | undefined {
  const values = (raw ?? '').split(',').filter((value): value is T => known.includes(value as T));
  return values.length > 0 ? values : undefined;
}

/**
 * `A,B` → the place codes, by their shape: the gazetteer stays out of the list's first screen
 * (issue 11's budget), and the API refuses a code it does not know with a translated error.
 */
function placesOf(raw: string | undefined): string[] | undefined {
  const codes = (raw ?? '').split(',').filter(hasPlaceCodeShape);
  return codes.length > 0 ? codes : undefined;
}

const dateOf = (raw: string | undefined) => (raw && ISO_DATE.test(raw) ? raw : undefined);

function amountOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The filters of `/requests` and `/my-requests` as the address holds them, checked. */
export function orderFiltersOf(raw: Record<OrderFilterName, string | undefined>): OrderFilters {
  const currency = raw.currency as Currency | undefined;
  return {
    status: listOf<OrderStatus>(raw.status, ORDER_STATUSES),
    transportType: listOf(raw.transportType, TRANSPORT_TYPES),
    loadingDateFrom: dateOf(raw.loadingDateFrom),
    loadingDateTo: dateOf(raw.loadingDateTo),
    unloadingDateFrom: dateOf(raw.unloadingDateFrom),
    unloadingDateTo: dateOf(raw.unloadingDateTo),
    place: raw.place?.trim() || undefined,
    priceMin: amountOf(raw.priceMin),
    priceMax: amountOf(raw.priceMax),
    currency: currency && CURRENCIES.includes(currency) ? currency : undefined,
    invited: raw.invited === 'true' ? true : undefined,
    from: placesOf(raw.from),
    to: placesOf(raw.to),
    weightMinTons: amountOf(raw.weightMinTons),
    weightMaxTons: amountOf(raw.weightMaxTons),
    volumeMinM3: amountOf(raw.volumeMinM3),
    volumeMaxM3: amountOf(raw.volumeMaxM3),
  };
}

export const activeFilterCountOf = (filters: OrderFilters) =>
  Object.values<unknown>(filters).filter((value) => value !== undefined).length;

/** The address's change for one filter (a list as `A,B`); empty values leave the address. */
export function filterPatch(name: OrderFilterName, value: OrderFilterValue) {
  return {
    [name]: Array.isArray(value) ? value.join(',') : (value as string | number | undefined),
  };
}

/** Clears every filter, and the search too with `withSearch`. */
export function resetFiltersPatch(withSearch = false) {
  return {
    ...Object.fromEntries(ORDER_FILTER_NAMES.map((name) => [name, undefined])),
    ...(withSearch ? { q: undefined } : {}),
  };
}
