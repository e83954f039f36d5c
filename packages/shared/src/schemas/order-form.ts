import { z } from 'zod';
import {
  currencySchema,
  loadingMethodSchema,
  orderTypeSchema,
  packageTypeSchema,
  paymentTermsSchema,
  POOL_HOURS,
  PublicationStage,
  routePointTypeAt,
  routePointTypeSchema,
  transportationTypeSchema,
  transportationViewSchema,
  transportTypeSchema,
} from '../orders/reference-lists.js';
import { OrderSaveMode } from '../orders/state-machine.js';
import { ValidationMessage } from '../validation/messages.js';
import { phoneField, versionField } from './fields.js';
import { moneyField, ORDER_LIMITS } from './order-limits.js';
import {
  choiceField,
  decimalField,
  integerField,
  isoDateField,
  optionalTextField,
  requiredTextField,
} from './value-fields.js';

const coordinate = (limit: number) =>
  z
    .number({ error: ValidationMessage.COORDINATES })
    .min(-limit, ValidationMessage.COORDINATES)
    .max(limit, ValidationMessage.COORDINATES)
    .nullish();

export const routePointSchema = z.object({
  type: routePointTypeSchema,
  address: requiredTextField(ORDER_LIMITS.addressLength),
  city: requiredTextField(ORDER_LIMITS.cityLength),
  contactPerson: requiredTextField(ORDER_LIMITS.contactPersonLength),
  phone: phoneField,
  lat: coordinate(90),
  lng: coordinate(180),
});
export type RoutePoint = z.infer<typeof routePointSchema>;

/** The first point is the loading, the last the unloading, every other one intermediate. */
export const routeSchema = z
  .array(routePointSchema, { error: ValidationMessage.ROUTE_TOO_SHORT })
  .min(ORDER_LIMITS.minRoutePoints, ValidationMessage.ROUTE_TOO_SHORT)
  .max(ORDER_LIMITS.maxRoutePoints, ValidationMessage.ROUTE_TOO_LONG)
  .superRefine(
    (points, ctx) => {
      // Runs beside the points' own issues (see `when`), so the values may be malformed.
      points.forEach((point: { type?: unknown } | null, index) => {
        const type = point?.type;
        if (typeof type === 'string' && type !== routePointTypeAt(index, points.length)) {
          ctx.addIssue({
            code: 'custom',
            message: ValidationMessage.ROUTE_POINT_ORDER,
            path: [index, 'type'],
          });
        }
      });
    },
    { when: ({ value }) => Array.isArray(value) },
  );

const seatDimensionM = decimalField({ max: ORDER_LIMITS.maxSeatDimensionM, decimals: 2 });

/** Dimensions of one seat (package), in metres. */
export const seatDimensionsSchema = z.object({
  lengthM: seatDimensionM,
  widthM: seatDimensionM,
  heightM: seatDimensionM,
});

const orderFieldsShape = {
  plannedLoadingDate: isoDateField,
  plannedUnloadingDate: isoDateField,
  transportType: transportTypeSchema,
  orderType: orderTypeSchema,
  paymentTerms: paymentTermsSchema,
  price: moneyField,
  currency: currencySchema,
  cargoName: requiredTextField(ORDER_LIMITS.cargoNameLength),
  cargoWeightTons: decimalField({ max: ORDER_LIMITS.maxCargoWeightTons, decimals: 3 }),
  cargoVolumeM3: decimalField({ max: ORDER_LIMITS.maxCargoVolumeM3, decimals: 2 }),
  packageType: packageTypeSchema,
  seats: integerField(1, ORDER_LIMITS.maxSeats),
  seatDimensions: seatDimensionsSchema.nullish(),
  declaredValue: decimalField({
    max: ORDER_LIMITS.maxDeclaredValue,
    decimals: 2,
    allowZero: true,
  }).nullish(),
  declaredValueCurrency: currencySchema.nullish(),
  loadingMethod: loadingMethodSchema,
  transportationType: transportationTypeSchema,
  transportationView: transportationViewSchema,
  specialConditions: optionalTextField(ORDER_LIMITS.specialConditionsLength),
  route: routeSchema,
  /** A vetted carrier may book at `price` in one step (issue 32); off unless chosen. */
  instantBooking: z.boolean({ error: ValidationMessage.INVALID }).default(false),
  /**
   * Who sees it once published (issue 32): the whole board, the company's own carriers first
   * for `poolHours` and then the board, or only its carriers. Kept on a draft until published.
   */
  publicationStage: choiceField(PublicationStage).default(PublicationStage.PUBLIC),
  poolHours: integerField(POOL_HOURS.min, POOL_HOURS.max).nullish(),
  saveMode: choiceField(OrderSaveMode),
};

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && isoDateField.safeParse(value).success;

/**
 * The rules between fields. They run even while other fields are still invalid, so the form
 * shows them at once; hence the defensive reads.
 */
function checkOrderFieldRelations(order: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { plannedLoadingDate, plannedUnloadingDate, declaredValue, declaredValueCurrency } = order;
  if (order.publicationStage === PublicationStage.POOL && typeof order.poolHours !== 'number') {
    ctx.addIssue({ code: 'custom', message: ValidationMessage.REQUIRED, path: ['poolHours'] });
  }
  // ISO dates compare correctly as strings.
  if (
    isIsoDate(plannedLoadingDate) &&
    isIsoDate(plannedUnloadingDate) &&
    plannedUnloadingDate < plannedLoadingDate
  ) {
    ctx.addIssue({
      code: 'custom',
      message: ValidationMessage.UNLOADING_BEFORE_LOADING,
      path: ['plannedUnloadingDate'],
    });
  }
  if (typeof declaredValue === 'number' && (declaredValueCurrency ?? '') === '') {
    ctx.addIssue({
      code: 'custom',
      message: ValidationMessage.REQUIRED,
      path: ['declaredValueCurrency'],
    });
  }
}

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/**
 * The request form (create), for the web form and `POST /api/orders` alike. `saveMode`
 * PUBLISH creates the order PUBLISHED, DRAFT keeps it a draft.
 */
export const orderFormSchema = z
  .object(orderFieldsShape)
  .superRefine(checkOrderFieldRelations, { when: isObject });
export type OrderForm = z.infer<typeof orderFormSchema>;
export type OrderFormInput = z.input<typeof orderFormSchema>;

/**
 * Editing (DRAFT or PUBLISHED, no accepted response): the same form plus the version read.
 * PUBLISH on a draft publishes it in the same transaction; a published order stays published
 * whatever the mode, as an order is never unpublished.
 */
export const orderUpdateSchema = z
  .object({ ...orderFieldsShape, version: versionField })
  .superRefine(checkOrderFieldRelations, { when: isObject });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;
