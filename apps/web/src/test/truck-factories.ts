import type { MatchingOrder, SuggestedCarrier, TruckOffer } from '@freight/shared';
import { nextOrderTestId } from './order-factories';

/** A free tent truck in Almaty for Astana, as the API answers it. */
export function makeTruckOffer(overrides: Partial<TruckOffer> = {}): TruckOffer {
  return {
    id: nextOrderTestId(),
    company: { id: nextOrderTestId(), name: 'ТОО «Жол Транс»' },
    vehicle: { id: nextOrderTestId(), plateNumber: '123ABC02', brand: 'MAN', model: 'TGX' },
    driver: null,
    place: 'KZ-75:ALMATY',
    region: 'KZ-75',
    availableFrom: '2026-12-01',
    availableTo: '2026-12-05',
    destinations: ['KZ-71'],
    bodyType: 'TENT',
    capacityTons: 20,
    capacityM3: 82,
    price: 400_000,
    priceUnit: 'TOTAL',
    currency: 'KZT',
    comment: null,
    status: 'ACTIVE',
    busy: false,
    version: 1,
    createdAt: '2026-11-28T09:00:00.000Z',
    updatedAt: '2026-11-28T09:00:00.000Z',
    ...overrides,
  };
}

export function makeMatchingOrder(overrides: Partial<MatchingOrder> = {}): MatchingOrder {
  return {
    id: nextOrderTestId(),
    number: 'KZ-2026-000123',
    plannedLoadingDate: '2026-12-02',
    fromCity: 'Алматы',
    toCity: 'Астана',
    transportType: 'TENT',
    cargoName: 'Плитка',
    cargoWeightTons: 19.5,
    cargoVolumeM3: 80,
    price: 450_000,
    currency: 'KZT',
    ownerCompanyName: 'ТОО «Дала Экспресс»',
    ...overrides,
  };
}

export function makeSuggestedCarrier(overrides: Partial<SuggestedCarrier> = {}): SuggestedCarrier {
  return {
    company: { id: nextOrderTestId(), name: 'ТОО «Жол Транс»' },
    score: 72.5,
    truckOffer: {
      id: nextOrderTestId(),
      place: 'KZ-75:ALMATY',
      availableFrom: '2026-12-01',
      availableTo: '2026-12-05',
      bodyType: 'TENT',
    },
    laneOrders: 3,
    trustScore: 81,
    medianResponseMinutes: 90,
    ordersWithForwarder: 2,
    invited: false,
    ...overrides,
  };
}
