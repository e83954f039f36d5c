import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation/messages.js';
import { savedSearchFormSchema, truckOfferFormSchema } from './exchange.js';
import { fieldMessages } from './field-messages.test-helper.js';

const truck = {
  vehicleId: '00000000-0000-4000-8000-000000000001',
  place: 'KZ-75:ALMATY',
  availableFrom: '2026-12-01',
  availableTo: '2026-12-04',
  destinations: ['UZ', 'KZ-79'],
};

const search = {
  name: 'Алматы → Ташкент',
  origins: ['KZ-75'],
  destinations: ['UZ'],
  bodyTypes: [],
};

describe('the exchange forms', () => {
  it('take a truck with anywhere as destination, and fill the defaults', () => {
    const parsed = truckOfferFormSchema.parse({ ...truck, destinations: [] });
    expect(parsed).toMatchObject({ destinations: [], priceUnit: 'TOTAL' });
  });

  it('refuse an unknown place, an inverted window and a price without currency', () => {
    expect(
      fieldMessages(truckOfferFormSchema, {
        ...truck,
        place: 'KZ-99',
        availableTo: '2026-11-30',
        price: 100_000,
      }),
    ).toEqual({
      place: ValidationMessage.PLACE_UNKNOWN,
      availableTo: ValidationMessage.RANGE_INVERTED,
      currency: ValidationMessage.PRICE_CURRENCY_REQUIRED,
    });
  });

  it('refuse more than ten places and keep each place once', () => {
    const places = ['KZ', 'UZ', 'KG', 'TJ', 'TM', 'RU', 'CN', 'AZ', 'GE', 'TR', 'BY'];
    expect(fieldMessages(truckOfferFormSchema, { ...truck, destinations: places })).toEqual({
      destinations: ValidationMessage.TOO_MANY_PLACES,
    });
    expect(
      truckOfferFormSchema.parse({ ...truck, destinations: ['UZ', 'UZ'] }).destinations,
    ).toEqual(['UZ']);
  });

  it('take a saved search with e-mail off and push on by default', () => {
    expect(savedSearchFormSchema.parse(search)).toMatchObject({
      emailFrequency: 'OFF',
      pushEnabled: true,
    });
  });

  it('refuse inverted weight and date ranges and a floor without currency', () => {
    expect(
      fieldMessages(savedSearchFormSchema, {
        ...search,
        loadingDateFrom: '2026-12-05',
        loadingDateTo: '2026-12-01',
        weightMinTons: 20,
        weightMaxTons: 10,
        priceMin: 1,
      }),
    ).toEqual({
      loadingDateTo: ValidationMessage.RANGE_INVERTED,
      weightMaxTons: ValidationMessage.RANGE_INVERTED,
      priceCurrency: ValidationMessage.PRICE_CURRENCY_REQUIRED,
    });
  });
});
