/**
 * A place code names a country (`KZ`), a region (`KZ-19`) or a city (`KZ-19:KHORGOS`); each
 * contains the ones whose code extends it. Saved searches and truck offers name places by
 * code; an order's free-text city resolves to one (or to none, when the gazetteer does not
 * know it: such an order matches only searches for anywhere).
 */
export type PlaceCode = string;
export type PlaceKind = 'COUNTRY' | 'REGION' | 'CITY';

/**
 * What a place code looks like: a country, its region, a city in it. The list's first screen
 * checks its address by this alone, without the gazetteer (places.ts); the API checks that the
 * place exists.
 */
const PLACE_CODE_SHAPE = /^[A-Z]{2}(?:-[A-Z0-9]{1,3})?(?::[A-Z0-9_-]+)?$/;

export function hasPlaceCodeShape(code: string): boolean {
  return PLACE_CODE_SHAPE.test(code);
}

/** The place and the places that contain it, the widest first: `KZ`, `KZ-19`, `KZ-19:KHORGOS`. */
export function placeLineage(code: PlaceCode): PlaceCode[] {
  const [region, city] = code.split(':');
  if (!region) return [];
  const country = region.slice(0, 2);
  const lineage = [country];
  if (region !== country) lineage.push(region);
  if (city !== undefined) lineage.push(code);
  return lineage;
}

/** Whether `inner` lies in `outer` (a place lies in itself). */
export function placeContains(outer: PlaceCode, inner: PlaceCode): boolean {
  return placeLineage(inner).includes(outer);
}

/** The region a place lies in, or the country when it is one. */
export function regionOfPlace(code: PlaceCode): PlaceCode {
  return code.split(':')[0] ?? code;
}
