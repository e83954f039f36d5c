import type {
  DriverDetail,
  OrderDeletionRequest,
  OrderDetail,
  OrderFormInput,
  OrderProblem,
  OrderResponseView,
  ResponseOptions,
  Vehicle,
} from '@freight/shared';
import type { ApiClient } from './api-client';
import { dayFromNow } from './dates';
import type { Credentials } from './demo-accounts';
import type { SeededCompany } from './seed-companies';
import { uniqueStamp } from './unique-stamp';

/** An approved carrier with an approved driver and a vehicle: it may respond to orders. */
export interface CarrierWithFleet extends SeededCompany {
  driver: DriverDetail;
  vehicle: Vehicle;
}

/** An order, published at once, with a cargo name nobody else in this worker uses. */
export function newOrder(overrides: Partial<OrderFormInput> = {}): OrderFormInput {
  const point = (type: 'LOADING' | 'UNLOADING', city: string) => ({
    type,
    city,
    address: `${city}, ул. Абая, 10`,
    contactPerson: 'Айгуль Сапарова',
    phone: '+7 701 123 45 67',
    lat: null,
    lng: null,
  });
  return {
    plannedLoadingDate: dayFromNow(10).iso,
    plannedUnloadingDate: dayFromNow(14).iso,
    transportType: 'REFRIGERATOR',
    orderType: 'FTL',
    paymentTerms: 'ON_UNLOADING',
    price: 380_000,
    currency: 'KZT',
    cargoName: `Молочная продукция e2e ${uniqueStamp()}`,
    cargoWeightTons: 12,
    cargoVolumeM3: 40,
    packageType: 'BOXES',
    seats: 20,
    seatDimensions: null,
    declaredValue: null,
    declaredValueCurrency: null,
    loadingMethod: 'REAR',
    transportationType: 'DOMESTIC',
    transportationView: 'ROAD',
    specialConditions: '',
    route: [point('LOADING', 'Шымкент'), point('UNLOADING', 'Тараз')],
    saveMode: 'PUBLISH',
    ...overrides,
  };
}

export async function createOrder(
  api: ApiClient,
  forwarder: SeededCompany,
  order: OrderFormInput = newOrder(),
): Promise<OrderDetail> {
  return api.call<OrderDetail>('POST', '/orders', {
    as: forwarder.owner,
    data: order,
    status: 201,
  });
}

export async function readOrder(
  api: ApiClient,
  reader: Credentials,
  orderId: string,
): Promise<OrderDetail> {
  return api.call<OrderDetail>('GET', `/orders/${orderId}`, { as: reader, status: 200 });
}

/** What a response puts forward; by default the first driver and vehicle the order offers. */
export interface ResponseChoice {
  driverId?: string;
  vehicleId?: string;
  price?: number;
}

/** A carrier (its owner, or a demo carrier account) responds to a published order. */
export async function respondToOrder(
  api: ApiClient,
  responder: Credentials,
  orderId: string,
  choice: ResponseChoice = {},
): Promise<OrderResponseView> {
  let { driverId, vehicleId } = choice;
  if (!driverId || !vehicleId) {
    const options = await api.call<ResponseOptions>('GET', `/orders/${orderId}/response-options`, {
      as: responder,
      status: 200,
    });
    driverId ??= options.drivers[0]?.id;
    vehicleId ??= options.vehicles[0]?.id;
  }
  return api.call<OrderResponseView>('POST', `/orders/${orderId}/responses`, {
    as: responder,
    data: { driverId, vehicleId, price: choice.price ?? 400_000, currency: 'KZT', comment: '' },
    status: 201,
  });
}

/** The forwarder accepts `response`: the order is CARRIER_SELECTED, other responses declined. */
export async function acceptResponse(
  api: ApiClient,
  forwarder: SeededCompany,
  response: OrderResponseView,
): Promise<OrderDetail> {
  const order = await readOrder(api, forwarder.owner, response.orderId);
  return api.call<OrderDetail>(
    'POST',
    `/orders/${response.orderId}/responses/${response.id}/accept`,
    { as: forwarder.owner, data: { version: order.version }, status: 200 },
  );
}

/** The carrier responds with its own driver and vehicle and the forwarder accepts. */
export async function selectCarrier(
  api: ApiClient,
  order: OrderDetail,
  forwarder: SeededCompany,
  carrier: CarrierWithFleet,
): Promise<{ order: OrderDetail; response: OrderResponseView }> {
  const response = await respondToOrder(api, carrier.owner, order.id, {
    driverId: carrier.driver.id,
    vehicleId: carrier.vehicle.id,
  });
  return { order: await acceptResponse(api, forwarder, response), response };
}

export async function reportProblem(
  api: ApiClient,
  reporter: Credentials,
  orderId: string,
  description: string,
): Promise<OrderProblem> {
  return api.call<OrderProblem>('POST', `/orders/${orderId}/problems`, {
    as: reporter,
    data: { description },
    status: 201,
  });
}

/** The security service decides an open problem with `comment`, keeping the status. */
export async function decideProblem(
  api: ApiClient,
  orderId: string,
  problem: OrderProblem,
  comment: string,
): Promise<OrderDetail> {
  return api.call<OrderDetail>('POST', `/orders/${orderId}/problems/${problem.id}/decision`, {
    as: 'security service',
    data: { comment },
    status: 200,
  });
}

export async function requestDeletion(
  api: ApiClient,
  requester: Credentials,
  orderId: string,
  reason: string,
): Promise<OrderDeletionRequest> {
  return api.call<OrderDeletionRequest>('POST', `/orders/${orderId}/deletion-requests`, {
    as: requester,
    data: { reason },
    status: 201,
  });
}
