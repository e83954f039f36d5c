import {
  addCalendarDays,
  platformToday,
  type TruckOffer,
  type TruckOfferForm,
} from '@freight/shared';
import type { App } from '../src/app.js';
import type { SignedInAccount } from './company-factory.js';
import {
  insertDriver,
  insertVehicle,
  type FleetDriver,
  type FleetVehicle,
} from './order-factory.js';

/** The exchange's factories (issue 31): carriers with a truck ready to offer, and its offers. */

/** A tent truck of 20 t and 82 m³, ready to be offered. */
export function insertTruck(
  app: App,
  companyId: string,
  values: Partial<
    Pick<FleetVehicle, 'bodyType' | 'capacityTons' | 'capacityM3' | 'retiredAt'>
  > = {},
): Promise<FleetVehicle> {
  return insertVehicle(app, companyId, {
    bodyType: 'TENT',
    capacityTons: 20,
    capacityM3: 82,
    ...values,
  });
}

export interface CarrierWithTruck {
  account: SignedInAccount;
  companyId: string;
  vehicle: FleetVehicle;
  driver: FleetDriver;
}

export async function carrierWithTruck(
  app: App,
  account: SignedInAccount,
  values: Parameters<typeof insertTruck>[2] = {},
): Promise<CarrierWithTruck> {
  const companyId = account.company?.id ?? account.user.companyId;
  if (!companyId) throw new Error('a carrier account needs a company');
  const [vehicle, driver] = await Promise.all([
    insertTruck(app, companyId, values),
    insertDriver(app, companyId),
  ]);
  return { account, companyId, vehicle, driver };
}

/** Free in Almaty from tomorrow for a week, to anywhere. */
export function truckOfferForm(
  vehicleId: string,
  overrides: Partial<TruckOfferForm> = {},
): TruckOfferForm {
  const today = platformToday();
  return {
    vehicleId,
    place: 'KZ-75:ALMATY',
    availableFrom: addCalendarDays(today, 1),
    availableTo: addCalendarDays(today, 7),
    destinations: [],
    price: 400_000,
    priceUnit: 'TOTAL',
    currency: 'KZT',
    comment: 'Тент 20 т, подача за сутки',
    ...overrides,
  };
}

export async function postTruckOffer(
  app: App,
  account: SignedInAccount,
  form: TruckOfferForm,
): Promise<TruckOffer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/truck-offers',
    headers: account.headers,
    payload: form,
  });
  if (response.statusCode !== 201) {
    throw new Error(`truck offer not posted: ${response.statusCode} ${response.body}`);
  }
  return response.json<TruckOffer>();
}
