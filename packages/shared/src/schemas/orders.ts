import { z } from 'zod';
import { OrderStatus, orderStatusSchema } from '../orders/order-status.js';
import {
  currencySchema,
  loadingMethodSchema,
  orderTypeSchema,
  packageTypeSchema,
  paymentTermsSchema,
  routePointTypeAt,
  routePointTypeSchema,
  TransportType,
  transportationTypeSchema,
  transportationViewSchema,
  transportTypeSchema,
} from '../orders/reference-lists.js';
import { OrderSaveMode } from '../orders/state-machine.js';
import { ValidationMessage } from '../validation/messages.js';
import { listQuerySchema } from './common.js';
import { phoneField, versionField } from './fields.js';
import {
  choiceField,
  decimalField,
  idField,
  integerField,
  isoDateField,
  optionalTextField,
  requiredTextField,
} from './value-fields.js';

/** The bounds of the order form; the web uses them for input limits too. */
export const ORDER_LIMITS = {
  maxPrice: 1_000_000_000,
  maxDeclaredValue: 1_000_000_000_000,
  maxCargoWeightTons: 100,
  maxCargoVolumeM3: 200,
  maxSeats: 10_000,
  maxSeatDimensionM: 20,
  cargoNameLength: 200,
  specialConditionsLength: 2000,
  addressLength: 300,
  cityLength: 100,
  contactPersonLength: 150,
  minRoutePoints: 2,
  maxRoutePoints: 20,
  responseCommentLength: 1000,
  problemDescriptionLength: 2000,
  decisionCommentLength: 2000,
  deletionReasonLength: 1000,
  placeFilterLength: 200,
} as const;

/** A price or an amount of money: above zero, two decimals. */
export const moneyField = decimalField({ max: ORDER_LIMITS.maxPrice, decimals: 2 });

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

/** A carrier's response (spec §5: a driver, a vehicle, a price and a currency are required). */
export const orderResponseRequestSchema = z.object({
  driverId: idField,
  vehicleId: idField,
  price: moneyField,
  currency: currencySchema,
  comment: optionalTextField(ORDER_LIMITS.responseCommentLength),
});
export type OrderResponseRequest = z.infer<typeof orderResponseRequestSchema>;

/** 'Please fill out the problem description.' */
export const problemReportRequestSchema = z.object({
  description: requiredTextField(
    ORDER_LIMITS.problemDescriptionLength,
    ValidationMessage.PROBLEM_DESCRIPTION_REQUIRED,
  ),
});
export type ProblemReportRequest = z.infer<typeof problemReportRequestSchema>;

/** The CB's decision on a problem order: a comment, and optionally any new status. */
export const problemDecisionRequestSchema = z.object({
  comment: requiredTextField(ORDER_LIMITS.decisionCommentLength, ValidationMessage.COMMENT_EMPTY),
  newStatus: orderStatusSchema.nullish(),
});
export type ProblemDecisionRequest = z.infer<typeof problemDecisionRequestSchema>;

export const deletionRequestSchema = z.object({
  reason: optionalTextField(ORDER_LIMITS.deletionReasonLength),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

export const DeletionDecision = { APPROVE: 'APPROVE', REJECT: 'REJECT' } as const;
export type DeletionDecision = (typeof DeletionDecision)[keyof typeof DeletionDecision];

/** A moderator or the CB approves (the order becomes CANCELLED) or rejects with a comment. */
export const deletionDecisionRequestSchema = z
  .object({
    decision: choiceField(DeletionDecision),
    comment: optionalTextField(ORDER_LIMITS.decisionCommentLength),
  })
  .superRefine(
    ({ decision, comment }, ctx) => {
      if (decision === DeletionDecision.REJECT && (comment ?? '') === '') {
        ctx.addIssue({
          code: 'custom',
          message: ValidationMessage.COMMENT_EMPTY,
          path: ['comment'],
        });
      }
    },
    { when: isObject },
  );
export type DeletionDecisionRequest = z.infer<typeof deletionDecisionRequestSchema>;

/** `all`: every order the user may see; `my`: the company's own, or those it responded to. */
export const OrderListScope = { ALL: 'all', MY: 'my' } as const;
export type OrderListScope = (typeof OrderListScope)[keyof typeof OrderListScope];

export const ORDER_SORT_FIELDS = [
  'createdAt',
  'plannedLoadingDate',
  'plannedUnloadingDate',
  'price',
  'number',
] as const;
const ORDER_SORTS = ORDER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);

/** A filter that takes one value or several: `?status=A&status=B` or `?status=A,B`. */
function oneOrManyOf<const T extends Readonly<Record<string, string>>>(values: T) {
  return z
    .union([z.array(z.string()), z.string()])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(choiceField(values)))
    .optional();
}

const optionalQueryDate = isoDateField.optional();
const optionalQueryPrice = z.coerce
  .number({ error: ValidationMessage.NUMBER })
  .min(0, ValidationMessage.NOT_NEGATIVE)
  .max(ORDER_LIMITS.maxPrice, ValidationMessage.TOO_LARGE)
  .optional();

const QUERY_RANGES = [
  ['loadingDateFrom', 'loadingDateTo'],
  ['unloadingDateFrom', 'unloadingDateTo'],
  ['priceMin', 'priceMax'],
] as const;

/** `/requests` and `/my-requests`: the list's filters, kept in the URL by the web. */
export const orderListQuerySchema = listQuerySchema
  .extend({
    sort: z.enum(ORDER_SORTS, { error: ValidationMessage.INVALID }).optional(),
    scope: choiceField(OrderListScope).default(OrderListScope.ALL),
    status: oneOrManyOf(OrderStatus),
    transportType: oneOrManyOf(TransportType),
    loadingDateFrom: optionalQueryDate,
    loadingDateTo: optionalQueryDate,
    unloadingDateFrom: optionalQueryDate,
    unloadingDateTo: optionalQueryDate,
    /** City or address text along the route. */
    place: z
      .string()
      .trim()
      .max(ORDER_LIMITS.placeFilterLength, ValidationMessage.TOO_LONG)
      .optional(),
    priceMin: optionalQueryPrice,
    priceMax: optionalQueryPrice,
    currency: currencySchema.optional(),
  })
  .superRefine((query, ctx) => {
    for (const [from, to] of QUERY_RANGES) {
      const low = query[from];
      const high = query[to];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({ code: 'custom', message: ValidationMessage.RANGE_INVERTED, path: [to] });
      }
    }
  });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
