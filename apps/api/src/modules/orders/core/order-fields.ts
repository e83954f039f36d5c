import {
  platformToday,
  POOL_HOURS,
  PublicationStage,
  resolvePlace,
  type OrderForm,
  type RoutePoint,
} from '@freight/shared';
import type { NewRoutePoint, OrderRow, RoutePointRow } from './order-repo.js';
import { buildSearchText } from './order-search-repo.js';

/** The form's fields (everything but the route and the save mode) as order columns. */
export type OrderFormFields = Omit<OrderForm, 'route' | 'saveMode'>;

type FormColumnKey =
  | 'plannedLoadingDate'
  | 'plannedUnloadingDate'
  | 'transportType'
  | 'orderType'
  | 'paymentTerms'
  | 'price'
  | 'currency'
  | 'cargoName'
  | 'cargoWeightTons'
  | 'cargoVolumeM3'
  | 'packageType'
  | 'seats'
  | 'seatLengthM'
  | 'seatWidthM'
  | 'seatHeightM'
  | 'declaredValue'
  | 'declaredValueCurrency'
  | 'loadingMethod'
  | 'transportationType'
  | 'transportationView'
  | 'specialConditions'
  | 'instantBooking'
  | 'publicationStage'
  | 'poolHours';
export type OrderFormColumns = Pick<OrderRow, FormColumnKey>;

/** The stored form, every optional field present as null when empty. */
export type StoredOrderForm = {
  [K in keyof OrderFormFields]-?: Exclude<OrderFormFields[K], undefined>;
};

/** The publication columns of the form's choice: the window only for POOL, in whole hours. */
export function publicationChoiceColumns(
  form: Pick<OrderForm, 'publicationStage' | 'poolHours'>,
): Pick<OrderRow, 'publicationStage' | 'poolHours'> {
  const pooledFor = form.publicationStage === PublicationStage.POOL;
  return {
    publicationStage: form.publicationStage,
    poolHours: pooledFor ? (form.poolHours ?? POOL_HOURS.default) : null,
  };
}

export function formToColumns(form: OrderFormFields): OrderFormColumns {
  return {
    plannedLoadingDate: form.plannedLoadingDate,
    plannedUnloadingDate: form.plannedUnloadingDate,
    transportType: form.transportType,
    orderType: form.orderType,
    paymentTerms: form.paymentTerms,
    price: form.price,
    currency: form.currency,
    cargoName: form.cargoName,
    cargoWeightTons: form.cargoWeightTons,
    cargoVolumeM3: form.cargoVolumeM3,
    packageType: form.packageType,
    seats: form.seats,
    seatLengthM: form.seatDimensions?.lengthM ?? null,
    seatWidthM: form.seatDimensions?.widthM ?? null,
    seatHeightM: form.seatDimensions?.heightM ?? null,
    declaredValue: form.declaredValue ?? null,
    // A currency without a value means nothing; the schema demands one only with a value.
    declaredValueCurrency: form.declaredValue == null ? null : (form.declaredValueCurrency ?? null),
    loadingMethod: form.loadingMethod,
    transportationType: form.transportationType,
    transportationView: form.transportationView,
    // The form sends a blank comment as ''; the order stores none.
    specialConditions: form.specialConditions || null,
    instantBooking: form.instantBooking,
    ...publicationChoiceColumns(form),
  };
}

export function columnsToForm(order: OrderFormColumns): StoredOrderForm {
  const { seatLengthM, seatWidthM, seatHeightM } = order;
  return {
    plannedLoadingDate: order.plannedLoadingDate,
    plannedUnloadingDate: order.plannedUnloadingDate,
    transportType: order.transportType,
    orderType: order.orderType,
    paymentTerms: order.paymentTerms,
    price: order.price,
    currency: order.currency,
    cargoName: order.cargoName,
    cargoWeightTons: order.cargoWeightTons,
    cargoVolumeM3: order.cargoVolumeM3,
    packageType: order.packageType,
    seats: order.seats,
    seatDimensions:
      seatLengthM !== null && seatWidthM !== null && seatHeightM !== null
        ? { lengthM: seatLengthM, widthM: seatWidthM, heightM: seatHeightM }
        : null,
    declaredValue: order.declaredValue,
    declaredValueCurrency: order.declaredValueCurrency,
    loadingMethod: order.loadingMethod,
    transportationType: order.transportationType,
    transportationView: order.transportationView,
    specialConditions: order.specialConditions,
    instantBooking: order.instantBooking,
    publicationStage: order.publicationStage,
    poolHours: order.poolHours,
  };
}

export function routeToRows(route: readonly RoutePoint[]): Omit<RoutePointRow, 'id' | 'orderId'>[] {
  return route.map((point, position) => ({
    position,
    type: point.type,
    address: point.address,
    city: point.city,
    contactPerson: point.contactPerson,
    phone: point.phone,
    lat: point.lat ?? null,
    lng: point.lng ?? null,
  }));
}

/** The route as the form has it, from stored points or ones about to be stored. */
export function rowsToRoute(points: readonly NewRoutePoint[]): RoutePoint[] {
  return points.map((point) => ({
    type: point.type,
    address: point.address,
    city: point.city,
    contactPerson: point.contactPerson,
    phone: point.phone,
    lat: point.lat ?? null,
    lng: point.lng ?? null,
  }));
}

/**
 * What the orders table keeps for the lists beside the form: the search text, and the
 * route's ends and length (so a list row reads no route points).
 */
export function listColumns(
  number: string,
  cargoName: string,
  route: readonly Pick<RoutePoint, 'city' | 'address'>[],
) {
  const from = route[0];
  const to = route.at(-1);
  return {
    searchText: buildSearchText(number, cargoName, route),
    routeFromCity: from?.city ?? '',
    routeFromAddress: from?.address ?? '',
    routeToCity: to?.city ?? '',
    routeToAddress: to?.address ?? '',
    routePointCount: route.length,
    ...routePlaces(route),
  };
}

/** The gazetteer's places of the first and last cities; '' for a city it does not know. */
export function routePlaces(route: readonly Pick<RoutePoint, 'city'>[]) {
  const placeOfPoint = (point: Pick<RoutePoint, 'city'> | undefined) =>
    (point && resolvePlace(point.city)) ?? '';
  return { routeFromPlace: placeOfPoint(route[0]), routeToPlace: placeOfPoint(route.at(-1)) };
}

/** `KZ-2026-000123`: the year of creation on the platform (Kazakhstan) and the sequence value. */
export function formatOrderNumber(sequenceValue: number, now = new Date()): string {
  const year = platformToday(now).slice(0, 4);
  return `KZ-${year}-${String(sequenceValue).padStart(6, '0')}`;
}
