import { describe, expect, it } from 'vitest';
import { RoutePointType, routePointTypeAt } from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';
import { fieldMessages } from './field-messages.test-helper.js';
import { orderFormSchema, orderUpdateSchema } from './order-form.js';

const point = (type: string, city: string) => ({
  type,
  address: `${city}, main street 1`,
  city,
  contactPerson: 'Айгуль Сапарова',
  phone: '+7 701 123 45 67',
});

const validOrder = {
  plannedLoadingDate: '2025-03-01',
  plannedUnloadingDate: '2025-03-04',
  transportType: 'TENT',
  orderType: 'FTL',
  paymentTerms: 'ON_UNLOADING',
  price: 450_000.5,
  currency: 'KZT',
  cargoName: 'Ceramic tiles',
  cargoWeightTons: 19.5,
  cargoVolumeM3: 82,
  packageType: 'PALLETS',
  seats: 33,
  seatDimensions: { lengthM: 1.2, widthM: 0.8, heightM: 1.5 },
  declaredValue: 12_000_000,
  declaredValueCurrency: 'KZT',
  loadingMethod: 'REAR',
  transportationType: 'DOMESTIC',
  transportationView: 'ROAD',
  specialConditions: null,
  route: [
    point('LOADING', 'Almaty'),
    point('INTERMEDIATE', 'Balkhash'),
    point('UNLOADING', 'Astana'),
  ],
  saveMode: 'PUBLISH',
};

describe('the order form schema', () => {
  it('accepts a complete order with three route points', () => {
    expect(orderFormSchema.safeParse(validOrder).success).toBe(true);
  });

  it('accepts an order without the optional fields', () => {
    const {
      seatDimensions: _seatDimensions,
      declaredValue: _declaredValue,
      declaredValueCurrency: _declaredValueCurrency,
      specialConditions: _specialConditions,
      ...required
    } = validOrder;
    expect(orderFormSchema.safeParse(required).success).toBe(true);
  });

  it('refuses an unloading date before the loading date, even while other fields are wrong', () => {
    const messages = fieldMessages(orderFormSchema, {
      ...validOrder,
      plannedUnloadingDate: '2025-02-28',
      price: -1,
    });
    expect(messages.plannedUnloadingDate).toBe(ValidationMessage.UNLOADING_BEFORE_LOADING);
    expect(messages.price).toBe(ValidationMessage.MUST_BE_POSITIVE);
  });

  it('allows loading and unloading on the same day', () => {
    const sameDay = { ...validOrder, plannedUnloadingDate: validOrder.plannedLoadingDate };
    expect(orderFormSchema.safeParse(sameDay).success).toBe(true);
  });

  it('refuses impossible calendar dates', () => {
    expect(
      fieldMessages(orderFormSchema, { ...validOrder, plannedLoadingDate: '2025-02-30' }),
    ).toEqual({ plannedLoadingDate: ValidationMessage.DATE });
  });

  it('bounds the price above zero, up to a billion, with two decimals', () => {
    const priceMessage = (price: unknown) =>
      fieldMessages(orderFormSchema, { ...validOrder, price }).price;
    expect(priceMessage(0)).toBe(ValidationMessage.MUST_BE_POSITIVE);
    expect(priceMessage(1_000_000_000.01)).toBe(ValidationMessage.TOO_LARGE);
    expect(priceMessage(10.005)).toBe(ValidationMessage.TOO_MANY_DECIMALS);
    expect(priceMessage(999_999_999.99)).toBeUndefined();
    expect(priceMessage(undefined)).toBe(ValidationMessage.REQUIRED);
    expect(priceMessage('')).toBe(ValidationMessage.REQUIRED);
    expect(priceMessage('12')).toBe(ValidationMessage.NUMBER);
  });

  it('bounds the weight, the volume and the seats', () => {
    expect(fieldMessages(orderFormSchema, { ...validOrder, cargoWeightTons: 100.5 })).toEqual({
      cargoWeightTons: ValidationMessage.TOO_LARGE,
    });
    expect(fieldMessages(orderFormSchema, { ...validOrder, cargoVolumeM3: 0 })).toEqual({
      cargoVolumeM3: ValidationMessage.MUST_BE_POSITIVE,
    });
    expect(fieldMessages(orderFormSchema, { ...validOrder, seats: 2.5 })).toEqual({
      seats: ValidationMessage.INTEGER,
    });
    expect(fieldMessages(orderFormSchema, { ...validOrder, seats: 10_001 })).toEqual({
      seats: ValidationMessage.TOO_LARGE,
    });
  });

  it('bounds each seat dimension to twenty metres', () => {
    const seatDimensions = { lengthM: 21, widthM: 0.8, heightM: 0 };
    expect(fieldMessages(orderFormSchema, { ...validOrder, seatDimensions })).toEqual({
      'seatDimensions.lengthM': ValidationMessage.TOO_LARGE,
      'seatDimensions.heightM': ValidationMessage.MUST_BE_POSITIVE,
    });
  });

  it('asks for the currency of a declared value, and allows a declared value of zero', () => {
    const withoutCurrency = { ...validOrder, declaredValue: 5000, declaredValueCurrency: null };
    expect(fieldMessages(orderFormSchema, withoutCurrency)).toEqual({
      declaredValueCurrency: ValidationMessage.REQUIRED,
    });
    expect(orderFormSchema.safeParse({ ...validOrder, declaredValue: 0 }).success).toBe(true);
    expect(fieldMessages(orderFormSchema, { ...validOrder, declaredValue: -1 })).toEqual({
      declaredValue: ValidationMessage.NOT_NEGATIVE,
    });
  });

  it('refuses values outside the reference lists and asks for missing ones', () => {
    expect(fieldMessages(orderFormSchema, { ...validOrder, transportType: 'SPACESHIP' })).toEqual({
      transportType: ValidationMessage.INVALID,
    });
    expect(fieldMessages(orderFormSchema, { ...validOrder, currency: undefined })).toEqual({
      currency: ValidationMessage.REQUIRED,
    });
  });

  it('limits the cargo name and the special conditions', () => {
    expect(fieldMessages(orderFormSchema, { ...validOrder, cargoName: '   ' })).toEqual({
      cargoName: ValidationMessage.REQUIRED,
    });
    expect(fieldMessages(orderFormSchema, { ...validOrder, cargoName: 'x'.repeat(201) })).toEqual({
      cargoName: ValidationMessage.TOO_LONG,
    });
    expect(
      fieldMessages(orderFormSchema, { ...validOrder, specialConditions: 'x'.repeat(2001) }),
    ).toEqual({ specialConditions: ValidationMessage.TOO_LONG });
  });

  it('requires an update to carry the version it was read at', () => {
    expect(fieldMessages(orderUpdateSchema, validOrder)).toHaveProperty('version');
    expect(orderUpdateSchema.safeParse({ ...validOrder, version: 3 }).success).toBe(true);
  });
});

describe('the route', () => {
  const withRoute = (route: unknown) => fieldMessages(orderFormSchema, { ...validOrder, route });

  it('needs at least a loading and an unloading point', () => {
    expect(withRoute([point('LOADING', 'Almaty')])).toEqual({
      route: ValidationMessage.ROUTE_TOO_SHORT,
    });
    expect(withRoute(undefined)).toEqual({ route: ValidationMessage.ROUTE_TOO_SHORT });
  });

  it('takes at most twenty points', () => {
    const routeOf = (length: number) =>
      Array.from({ length }, (_, index) => point(routePointTypeAt(index, length), 'Taraz'));
    expect(withRoute(routeOf(21))).toEqual({ route: ValidationMessage.ROUTE_TOO_LONG });
    expect(withRoute(routeOf(20))).toEqual({});
  });

  it('starts with the loading point, ends with the unloading point, and has only intermediate points between', () => {
    expect(withRoute([point('UNLOADING', 'Astana'), point('LOADING', 'Almaty')])).toEqual({
      'route.0.type': ValidationMessage.ROUTE_POINT_ORDER,
      'route.1.type': ValidationMessage.ROUTE_POINT_ORDER,
    });
    expect(
      withRoute([
        point('LOADING', 'Almaty'),
        point('LOADING', 'Kapchagay'),
        point('UNLOADING', 'Astana'),
      ]),
    ).toEqual({ 'route.1.type': ValidationMessage.ROUTE_POINT_ORDER });
  });

  it('requires each point’s address, city, contact person and a valid phone', () => {
    const incomplete = {
      type: 'UNLOADING',
      address: '',
      city: 'Astana',
      contactPerson: ' ',
      phone: 'call me',
    };
    expect(withRoute([point('LOADING', 'Almaty'), incomplete])).toEqual({
      'route.1.address': ValidationMessage.REQUIRED,
      'route.1.contactPerson': ValidationMessage.REQUIRED,
      'route.1.phone': ValidationMessage.PHONE,
    });
  });

  it('keeps coordinates on the globe', () => {
    const placed = { ...point('UNLOADING', 'Astana'), lat: 91, lng: -181 };
    expect(withRoute([point('LOADING', 'Almaty'), placed])).toEqual({
      'route.1.lat': ValidationMessage.COORDINATES,
      'route.1.lng': ValidationMessage.COORDINATES,
    });
    const onMap = { ...point('UNLOADING', 'Astana'), lat: 51.1605, lng: 71.4704 };
    expect(withRoute([point('LOADING', 'Almaty'), onMap])).toEqual({});
  });

  it('assigns the point types a reordered route must have', () => {
    expect([0, 1, 2, 3].map((index) => routePointTypeAt(index, 4))).toEqual([
      RoutePointType.LOADING,
      RoutePointType.INTERMEDIATE,
      RoutePointType.INTERMEDIATE,
      RoutePointType.UNLOADING,
    ]);
  });
});
