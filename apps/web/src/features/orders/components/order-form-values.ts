import {
  Currency,
  POOL_HOURS,
  PublicationStage,
  routePointTypeAt,
  TransportationType,
  TransportationView,
  type LoadingMethod,
  type OrderDetail,
  type OrderSaveMode,
  type OrderType,
  type PackageType,
  type PaymentTerms,
  type TransportType,
} from '@freight/shared';

/** One route point as the form holds it; its type follows from its place in the route. */
export interface RoutePointValues {
  city?: string;
  address?: string;
  contactPerson?: string;
  phone?: string;
  lat?: number | null;
  lng?: number | null;
}

/** The request form's controls: dates as `YYYY-MM-DD`, empty numbers as null. */
export interface OrderFormValues {
  plannedLoadingDate?: string;
  plannedUnloadingDate?: string;
  transportType?: TransportType;
  orderType?: OrderType;
  paymentTerms?: PaymentTerms;
  price?: number | null;
  currency?: Currency;
  cargoName?: string;
  cargoWeightTons?: number | null;
  cargoVolumeM3?: number | null;
  packageType?: PackageType;
  seats?: number | null;
  seatDimensions?: { lengthM?: number | null; widthM?: number | null; heightM?: number | null };
  declaredValue?: number | null;
  declaredValueCurrency?: Currency | null;
  loadingMethod?: LoadingMethod;
  transportationType?: TransportationType;
  transportationView?: TransportationView;
  specialConditions?: string;
  instantBooking?: boolean;
  publicationStage?: PublicationStage;
  /** Kept while another stage is chosen, so going back to POOL finds the hours typed. */
  poolHours?: number | null;
  route?: RoutePointValues[];
}

export const SEAT_DIMENSIONS = ['lengthM', 'widthM', 'heightM'] as const;

/** A new request: a loading and an unloading point, the usual currency and means. */
export const NEW_ORDER_VALUES: OrderFormValues = {
  currency: Currency.KZT,
  transportationType: TransportationType.DOMESTIC,
  transportationView: TransportationView.ROAD,
  publicationStage: PublicationStage.PUBLIC,
  poolHours: POOL_HOURS.default,
  route: [{}, {}],
};

const absent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The form's values as the shared schema's input: an empty control becomes what the schema
 * reads as missing, the seat dimensions vanish when none is given, and each route point gets
 * the type its position implies. `orderFormSchema.parse` of the result is the request body.
 */
export function toOrderInput(values: OrderFormValues, saveMode: OrderSaveMode) {
  const route = values.route ?? [];
  const dimensions = values.seatDimensions ?? {};
  const anyDimension = Object.values(dimensions).some((value) => !absent(value));
  const publicationStage = values.publicationStage ?? PublicationStage.PUBLIC;
  return {
    plannedLoadingDate: values.plannedLoadingDate ?? '',
    plannedUnloadingDate: values.plannedUnloadingDate ?? '',
    transportType: values.transportType ?? '',
    orderType: values.orderType ?? '',
    paymentTerms: values.paymentTerms ?? '',
    price: values.price ?? null,
    currency: values.currency ?? '',
    cargoName: values.cargoName ?? '',
    cargoWeightTons: values.cargoWeightTons ?? null,
    cargoVolumeM3: values.cargoVolumeM3 ?? null,
    packageType: values.packageType ?? '',
    seats: values.seats ?? null,
    seatDimensions: anyDimension
      ? {
          lengthM: dimensions.lengthM ?? null,
          widthM: dimensions.widthM ?? null,
          heightM: dimensions.heightM ?? null,
        }
      : null,
    declaredValue: values.declaredValue ?? null,
    declaredValueCurrency: absent(values.declaredValue)
      ? null
      : (values.declaredValueCurrency ?? null),
    loadingMethod: values.loadingMethod ?? '',
    transportationType: values.transportationType ?? '',
    transportationView: values.transportationView ?? '',
    specialConditions: values.specialConditions ?? '',
    instantBooking: values.instantBooking ?? false,
    publicationStage,
    // Hours mean something only for POOL; the schema requires them there.
    poolHours: publicationStage === PublicationStage.POOL ? (values.poolHours ?? null) : null,
    route: route.map((point, index) => ({
      type: routePointTypeAt(index, route.length),
      city: point.city ?? '',
      address: point.address ?? '',
      contactPerson: point.contactPerson ?? '',
      phone: point.phone ?? '',
      lat: point.lat ?? null,
      lng: point.lng ?? null,
    })),
    saveMode,
  };
}

/** A stored order in the form's terms (view and edit mode). */
export function orderToFormValues(order: OrderDetail): OrderFormValues {
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
    seatDimensions: order.seatDimensions ?? {},
    declaredValue: order.declaredValue,
    declaredValueCurrency: order.declaredValueCurrency,
    loadingMethod: order.loadingMethod,
    transportationType: order.transportationType,
    transportationView: order.transportationView,
    specialConditions: order.specialConditions ?? '',
    instantBooking: order.instantBooking,
    publicationStage: order.publicationStage,
    poolHours: order.poolHours ?? POOL_HOURS.default,
    route: [...order.route]
      .sort((a, b) => a.position - b.position)
      .map(({ city, address, contactPerson, phone, lat, lng }) => ({
        city,
        address,
        contactPerson,
        phone,
        lat,
        lng,
      })),
  };
}

/**
 * The server's `fields` paths as form names: `route.1.city` → `['route', 1, 'city']` (a list
 * item's index is a number to the form).
 */
export function formNameOf(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
