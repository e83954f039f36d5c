import type { RoutePoint } from '@freight/shared';

/*
 * How orders are kept for full-text search, on the repository side: the text an order's
 * search vector is built from when it is written, and the prefix query the lists match it
 * with. Both split words the same way, so what is stored is what a search finds.
 */

/** Splits text into search words: letters and digits, lower-cased in JavaScript (any locale). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The text the full-text index covers: the number (also without its zero padding, so
 * `KZ-2026-000123` is found by `123`), the cargo, and every route point's city and address.
 */
export function buildSearchText(
  number: string,
  cargoName: string,
  route: readonly Pick<RoutePoint, 'city' | 'address'>[],
): string {
  const serial = /(\d+)$/.exec(number)?.[1];
  const parts = [number, serial ? String(Number(serial)) : '', cargoName];
  for (const point of route) parts.push(point.city, point.address);
  return searchWords(parts.join(' ')).join(' ');
}

/**
 * The words of `q` as a prefix query for `to_tsquery('simple', …)`: every word must match the
 * start of a word of the order. Words are letters and digits only, so nothing in `q` can be
 * read as tsquery syntax. Null when `q` holds no word.
 */
export function prefixTsQuery(q: string): string | null {
  const words = searchWords(q).slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}
