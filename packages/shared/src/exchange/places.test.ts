import { describe, expect, it } from 'vitest';
import { CITIES, COUNTRIES, REGIONS } from './place-data.js';
import { hasPlaceCodeShape } from './place-codes.js';
import { placeContains, placeLineage, regionOfPlace } from './place-codes.js';
import { allPlaces, placeName, resolvePlace } from './places.js';

describe('the gazetteer', () => {
  it('names every place in the four languages, each code once', () => {
    const codes = allPlaces().map((place) => place.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const place of allPlaces()) {
      for (const name of Object.values(place.names)) expect(name.trim()).not.toBe('');
    }
  });

  it('gives every place a code of the shape the list checks its address by', () => {
    for (const place of allPlaces()) expect(hasPlaceCodeShape(place.code), place.code).toBe(true);
    for (const code of ['kz', 'KZ-', 'KZ-19:', 'KZ-19:khorgos', 'KAZ', 'KZ 19', '']) {
      expect(hasPlaceCodeShape(code), code).toBe(false);
    }
  });

  it('puts each region in a listed country and each city in a listed region', () => {
    const countries = new Set(COUNTRIES.map((country) => country.code));
    const regions = new Set(REGIONS.map((region) => region.code));
    for (const region of REGIONS) expect(countries).toContain(region.code.slice(0, 2));
    for (const city of CITIES) expect(regions).toContain(city.code.split(':')[0]);
  });

  it('resolves a typed city by any language, old name or prefix', () => {
    expect(resolvePlace('Талдықорған')).toBe('KZ-33:TALDYKORGAN');
    expect(resolvePlace('г. Алматы, ул. Абая 1')).toBe('KZ-75:ALMATY');
    expect(resolvePlace('Алма-Ата')).toBe('KZ-75:ALMATY');
    expect(resolvePlace('  усть-каменогорск ')).toBe('KZ-63:OSKEMEN');
    expect(resolvePlace('乌鲁木齐')).toBe('CN-XJ:URUMQI');
    expect(resolvePlace('Tashkent')).toBe('UZ-TK:TASHKENT');
    expect(resolvePlace('Хоргос (Китай)')).toBe('CN-XJ:KHORGOS');
    expect(resolvePlace('Хоргос')).toBe('KZ-19:KHORGOS');
    expect(resolvePlace('Алматинская область')).toBe('KZ-19');
    expect(resolvePlace('Узбекистан')).toBe('UZ');
    expect(resolvePlace('Неизвестное село')).toBeNull();
  });

  it('contains a city in its region and country, not in a neighbour', () => {
    expect(placeLineage('KZ-19:KHORGOS')).toEqual(['KZ', 'KZ-19', 'KZ-19:KHORGOS']);
    expect(placeLineage('KZ')).toEqual(['KZ']);
    expect(placeContains('KZ-19', 'KZ-19:KHORGOS')).toBe(true);
    expect(placeContains('KZ', 'KZ-19:KHORGOS')).toBe(true);
    expect(placeContains('KZ-75', 'KZ-19:KHORGOS')).toBe(false);
    expect(placeContains('KZ-19:KHORGOS', 'KZ-19')).toBe(false);
    expect(regionOfPlace('KZ-19:KHORGOS')).toBe('KZ-19');
    expect(placeName('KZ-33:TALDYKORGAN', 'zh')).toBe('塔尔迪库尔干');
  });
});
