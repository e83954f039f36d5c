import type { Language } from '../i18n/languages.js';
import { CITIES, COUNTRIES, REGIONS, type PlaceNames } from './place-data.js';
import type { PlaceCode, PlaceKind } from './place-codes.js';

export interface Place {
  code: PlaceCode;
  kind: PlaceKind;
  names: PlaceNames;
}

const entryOf =
  (kind: PlaceKind) =>
  ({ code, names }: { code: PlaceCode; names: PlaceNames }): [PlaceCode, Place] => [
    code,
    { code, kind, names },
  ];

const PLACES: ReadonlyMap<PlaceCode, Place> = new Map([
  ...COUNTRIES.map(entryOf('COUNTRY')),
  ...REGIONS.map(entryOf('REGION')),
  ...CITIES.map(entryOf('CITY')),
]);

export function isPlaceCode(code: string): boolean {
  return PLACES.has(code);
}

/** Every place, countries first, then regions, then cities, each in the gazetteer's order. */
export function allPlaces(): Place[] {
  return [...PLACES.values()];
}

export function placeName(code: PlaceCode, language: Language): string {
  return PLACES.get(code)?.names[language] ?? code;
}

/**
 * Lower case, `ё` as `е`, no city prefix (`г.`, `город`, `қ.`, `city of`), and only the part
 * before a comma: "г. Алматы, ул. Абая 1" reads as "алматы".
 */
export function normalisePlaceText(text: string): string {
  const [head = ''] = text.toLowerCase().replace(/ё/g, 'е').split(',');
  return head
    .replace(/^\s*(г\.|город|гор\.|қ\.|қаласы|city of)\s*/u, '')
    .replace(/\s+(қаласы|city)\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every name and alias, normalised, to its place: cities first, so "Алматы" is the city. */
const BY_NAME: ReadonlyMap<string, PlaceCode> = (() => {
  const byName = new Map<string, PlaceCode>();
  const add = (name: string, code: PlaceCode) => {
    const key = normalisePlaceText(name);
    if (key && !byName.has(key)) byName.set(key, code);
  };
  for (const city of CITIES) {
    for (const name of Object.values(city.names)) add(name, city.code);
    for (const alias of city.aliases ?? []) add(alias, city.code);
  }
  for (const entry of [...REGIONS, ...COUNTRIES]) {
    for (const name of Object.values(entry.names)) add(name, entry.code);
  }
  return byName;
})();

/** The place a city typed in the order form names, or null when the gazetteer does not know it. */
export function resolvePlace(cityText: string): PlaceCode | null {
  return BY_NAME.get(normalisePlaceText(cityText)) ?? null;
}
