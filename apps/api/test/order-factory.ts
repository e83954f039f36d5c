import type { OrderDetail, OrderFormInput, OrderResponseView, RoutePoint } from '@freight/shared';
import { randomInt } from 'node:crypto';
import type { App } from '../src/app.js';
import { drivers, vehicles } from '../src/db/schema.js';
import { validIin, type SignedInAccount } from './company-factory.js';
import { uniquePlate, uniqueVin } from './fleet-factory.js';

/**
 * The orders' factories (immich's `ctx.newOrder()`): a valid form, orders created through the
 * API, carriers with drivers and vehicles written straight to the fleet tables.
 */

export const routePoint = (
  type: RoutePoint['type'],
  city: string,
  address = `${city}, ул. Абая, ${randomInt(1, 200)}`,
): RoutePoint => ({
  type,
  address,
  city,
  contactPerson: 'Айгуль Сапарова',
  phone: '+7 701 123 45 67',
  lat: null,
  lng: null,
});

/** A complete, valid order form: tiles from Almaty to Astana, published. */
export function orderForm(overrides: Partial<OrderFormInput> = {}): OrderFormInput {
  return {
    plannedLoadingDate: '2026-03-02',
    plannedUnloadingDate: '2026-03-05',
    transportType: 'TENT',
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: 450_000,
    currency: 'KZT',
    cargoName: 'Керамическая плитка',
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
    specialConditions: 'Не кантовать',
    route: [routePoint('LOADING', 'Алматы'), routePoint('UNLOADING', 'Астана')],
    saveMode: 'PUBLISH',
    ...overrides,
  };
}

export async function createOrder(
  app: App,
  account: SignedInAccount,
  overrides: Partial<OrderFormInput> = {},
): Promise<OrderDetail> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: account.headers,
    payload: orderForm(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`order not created: ${response.statusCode} ${response.body}`);
  }
  return response.json<OrderDetail>();
}

export type FleetDriver = typeof drivers.$inferSelect;
export type FleetVehicle = typeof vehicles.$inferSelect;

/** A driver of the carrier, approved and in the fleet unless told otherwise. */
export async function insertDriver(
  app: App,
  companyId: string,
  values: Partial<Pick<FleetDriver, 'status' | 'blacklisted' | 'retiredAt' | 'lastName'>> = {},
): Promise<FleetDriver> {
  const [driver] = await app.database.db
    .insert(drivers)
    .values({
      companyId,
      iin: validIin(),
      lastName: values.lastName ?? 'Сейткалиев',
      firstName: 'Ерлан',
      middleName: 'Болатович',
      phone: '+7 702 555 1020',
      status: values.status ?? 'APPROVED',
      blacklisted: values.blacklisted ?? false,
      blacklistReason: values.blacklisted ? 'Срыв перевозки' : null,
      identityNumber: `N${randomInt(10_000_000, 99_999_999)}`,
      identityIssueDate: '2020-01-15',
      identityExpiryDate: '2030-01-14',
      identityIssuedBy: 'МВД РК',
      registeredAddress: 'г. Алматы, ул. Сейфуллина, 1',
      licenceNumber: `KZ${randomInt(100_000, 999_999)}`,
      licenceCategories: ['B', 'C', 'CE'],
      licenceExpiryDate: '2031-05-01',
      retiredAt: values.retiredAt ?? null,
    })
    .returning();
  if (!driver) throw new Error('driver not inserted');
  return driver;
}

/** A vehicle of the carrier, in the fleet unless told otherwise. */
export async function insertVehicle(
  app: App,
  companyId: string,
  values: Partial<
    Pick<FleetVehicle, 'retiredAt' | 'bodyType' | 'capacityTons' | 'capacityM3'>
  > = {},
): Promise<FleetVehicle> {
  const [vehicle] = await app.database.db
    .insert(vehicles)
    .values({
      companyId,
      // Distinct within a test's database: the plate's digits count the process's vehicles.
      plateNumber: uniquePlate(),
      techPassportNumber: `AA${randomInt(10_000_000, 99_999_999)}`,
      brand: 'MAN',
      model: 'TGX 18.440',
      vin: uniqueVin(),
      region: 'Алматы',
      manufactureYear: 2019,
      registrationDate: '2019-06-01',
      engineVolume: 12.4,
      retiredAt: values.retiredAt ?? null,
      bodyType: values.bodyType ?? null,
      capacityTons: values.capacityTons ?? null,
      capacityM3: values.capacityM3 ?? null,
    })
    .returning();
  if (!vehicle) throw new Error('vehicle not inserted');
  return vehicle;
}

/** A carrier's account with one eligible driver and one vehicle of its company. */
export interface CarrierWithFleet {
  account: SignedInAccount;
  driver: FleetDriver;
  vehicle: FleetVehicle;
}

export async function withFleet(app: App, account: SignedInAccount): Promise<CarrierWithFleet> {
  const companyId = account.company?.id ?? account.user.companyId;
  if (!companyId) throw new Error('a carrier account needs a company');
  const [driver, vehicle] = await Promise.all([
    insertDriver(app, companyId),
    insertVehicle(app, companyId),
  ]);
  return { account, driver, vehicle };
}

/** Responds through the API and fails loudly unless that works. */
export async function respond(
  app: App,
  carrier: CarrierWithFleet,
  orderId: string,
  values: { price?: number; currency?: string; comment?: string } = {},
): Promise<OrderResponseView> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/responses`,
    headers: carrier.account.headers,
    payload: {
      driverId: carrier.driver.id,
      vehicleId: carrier.vehicle.id,
      price: values.price ?? 430_000,
      currency: values.currency ?? 'KZT',
      comment: values.comment ?? 'Машина свободна, подача за сутки',
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`response not created: ${response.statusCode} ${response.body}`);
  }
  return response.json<OrderResponseView>();
}

/** An order of `forwarder` whose carrier is chosen: created, answered by `carrier`, accepted. */
export async function orderWithSelectedCarrier(
  app: App,
  forwarder: SignedInAccount,
  carrier: CarrierWithFleet,
  overrides: Partial<OrderFormInput> = {},
): Promise<OrderDetail> {
  const order = await createOrder(app, forwarder, overrides);
  const response = await respond(app, carrier, order.id);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/orders/${order.id}/responses/${response.id}/accept`,
    headers: forwarder.headers,
    payload: { version: order.version },
  });
  if (accepted.statusCode !== 200) {
    throw new Error(`response not accepted: ${accepted.statusCode} ${accepted.body}`);
  }
  return accepted.json<OrderDetail>();
}
