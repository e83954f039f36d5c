import { describe, expect, it } from 'vitest';
import { Currency, TransportType } from '../orders/reference-lists.js';
import {
  bodiesCarrying,
  bodyCarries,
  comparePriceAtLeast,
  matchLoadToSearch,
  PriceComparison,
  truckSuitsLoad,
  type LoadFacts,
  type LoadSearchCriteria,
  type TruckFacts,
} from './matching.js';

const load: LoadFacts = {
  fromPlace: 'KZ-33:TALDYKORGAN',
  toPlace: 'UZ-TK:TASHKENT',
  loadingDate: '2026-12-03',
  transportType: TransportType.ISOTHERM,
  weightTons: 12,
  volumeM3: 60,
  price: 900_000,
  currency: Currency.KZT,
};

const anything: LoadSearchCriteria = {
  origins: [],
  destinations: [],
  loadingDateFrom: null,
  loadingDateTo: null,
  bodyTypes: [],
  weightMinTons: null,
  weightMaxTons: null,
  volumeMinM3: null,
  volumeMaxM3: null,
  priceMin: null,
  priceCurrency: null,
};

const rates = new Map([[Currency.USD, 500]]);

describe('a load against a saved search', () => {
  it('matches a search for anywhere, and one for the region or country it lies in', () => {
    expect(matchLoadToSearch(anything, load, rates)).toEqual({ matches: true, price: null });
    const lane = { ...anything, origins: ['KZ-33'], destinations: ['UZ'] };
    expect(matchLoadToSearch(lane, load, rates).matches).toBe(true);
    expect(matchLoadToSearch({ ...lane, origins: ['KZ-75'] }, load, rates).matches).toBe(false);
  });

  it('leaves out a load from a city the gazetteer does not know, unless anywhere is searched', () => {
    const unknown = { ...load, fromPlace: null };
    expect(matchLoadToSearch(anything, unknown, rates).matches).toBe(true);
    expect(matchLoadToSearch({ ...anything, origins: ['KZ'] }, unknown, rates).matches).toBe(false);
  });

  it('keeps the loading date within the bounds, each bound included', () => {
    const window = { ...anything, loadingDateFrom: '2026-12-03', loadingDateTo: '2026-12-03' };
    expect(matchLoadToSearch(window, load, rates).matches).toBe(true);
    expect(
      matchLoadToSearch(
        { ...window, loadingDateFrom: '2026-12-04', loadingDateTo: null },
        load,
        rates,
      ).matches,
    ).toBe(false);
  });

  it('matches a body the carrier has that can carry the load', () => {
    const reefer = { ...anything, bodyTypes: [TransportType.REFRIGERATOR] };
    expect(matchLoadToSearch(reefer, load, rates).matches).toBe(true);
    const tent = { ...anything, bodyTypes: [TransportType.TENT] };
    expect(matchLoadToSearch(tent, load, rates).matches).toBe(false);
  });

  it('keeps weight and volume within their ranges', () => {
    expect(matchLoadToSearch({ ...anything, weightMaxTons: 12 }, load, rates).matches).toBe(true);
    expect(matchLoadToSearch({ ...anything, weightMinTons: 12.5 }, load, rates).matches).toBe(
      false,
    );
    expect(matchLoadToSearch({ ...anything, volumeMaxM3: 59 }, load, rates).matches).toBe(false);
  });

  it('compares a price floor in tenge, and says when a rate is missing', () => {
    const floor = (amount: number, currency: Currency) => ({
      ...anything,
      priceMin: amount,
      priceCurrency: currency,
    });
    expect(matchLoadToSearch(floor(1_800, Currency.USD), load, rates)).toEqual({
      matches: true,
      price: PriceComparison.MET,
    });
    expect(matchLoadToSearch(floor(1_801, Currency.USD), load, rates).matches).toBe(false);
    expect(matchLoadToSearch(floor(1_000, Currency.EUR), load, rates)).toEqual({
      matches: true,
      price: PriceComparison.NOT_COMPARED,
    });
  });
});

describe('prices, bodies and trucks', () => {
  it('compares in the same currency without a rate', () => {
    expect(
      comparePriceAtLeast({ amount: 5, currency: 'EUR' }, { amount: 5, currency: 'EUR' }, rates),
    ).toBe(PriceComparison.MET);
  });

  it('lets a refrigerator carry isotherm loads, not the other way round', () => {
    expect(bodyCarries(TransportType.REFRIGERATOR, TransportType.ISOTHERM)).toBe(true);
    expect(bodyCarries(TransportType.ISOTHERM, TransportType.REFRIGERATOR)).toBe(false);
    expect(bodiesCarrying(TransportType.TENT)).toEqual([TransportType.TENT]);
  });

  const truck: TruckFacts = {
    place: 'KZ-33:TALDYKORGAN',
    availableFrom: '2026-12-01',
    availableTo: '2026-12-05',
    destinations: ['UZ'],
    bodyType: TransportType.REFRIGERATOR,
    capacityTons: 20,
    capacityM3: 82,
  };

  it('suits a truck to a load leaving its region on a free day, going its way, fitting in it', () => {
    expect(truckSuitsLoad(truck, load)).toBe(true);
    expect(truckSuitsLoad({ ...truck, place: 'KZ-33:ZHARKENT' }, load)).toBe(true);
    expect(truckSuitsLoad({ ...truck, place: 'KZ-75:ALMATY' }, load)).toBe(false);
    expect(truckSuitsLoad({ ...truck, availableTo: '2026-12-02' }, load)).toBe(false);
    expect(truckSuitsLoad({ ...truck, destinations: ['RU'] }, load)).toBe(false);
    expect(truckSuitsLoad({ ...truck, destinations: [] }, load)).toBe(true);
    expect(truckSuitsLoad({ ...truck, capacityTons: 11 }, load)).toBe(false);
    expect(truckSuitsLoad({ ...truck, bodyType: TransportType.TENT }, load)).toBe(false);
    expect(truckSuitsLoad(truck, { ...load, fromPlace: null })).toBe(false);
  });
});
