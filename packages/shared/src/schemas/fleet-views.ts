import { z } from 'zod';
import { TransportType } from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';
import { eventActorSchema, listQuerySchema, pageOf } from './common.js';
import { driverDocumentSchema, driverHistoryActionSchema, driverStatusSchema } from './fleet.js';
import { storedFileSchema } from './files.js';
import { ratingSummarySchema } from './rating-summary.js';
import { choiceField } from './value-fields.js';

/** What the fleet endpoints answer, and the queries of their lists. */

export const identityDocumentSchema = z.object({
  number: z.string(),
  issueDate: z.string(),
  expiryDate: z.string(),
  issuedBy: z.string(),
  registeredAddress: z.string(),
});

export const drivingLicenceSchema = z.object({
  number: z.string(),
  categories: z.array(z.string()),
  expiryDate: z.string(),
});

/** A driver as lists show it; the carrier and the security service see the same fields. */
export const driverSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  iin: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  phone: z.string(),
  status: driverStatusSchema,
  /** The security service's latest rejection comment. */
  reviewComment: z.string().nullable(),
  blacklisted: z.boolean(),
  /** Why the driver is blacklisted, while blacklisted. */
  blacklistReason: z.string().nullable(),
  identityDocument: identityDocumentSchema,
  licence: drivingLicenceSchema,
  /** An expired document is flagged here, never a reason to refuse the driver's data. */
  documentsExpired: z.boolean(),
  expiredDocuments: z.array(driverDocumentSchema),
  /** Ids for `GET /api/files/:id`; null when none was uploaded (e.g. demo data). */
  photoFileId: z.uuid().nullable(),
  identityPdfFileId: z.uuid().nullable(),
  /** From completed orders; null until there are any. */
  rating: z.number().nullable(),
  /** The same average with the number of ratings beside it. */
  ratingSummary: ratingSummarySchema,
  /** `isDriverEligible` for the driver's own company: may be chosen for an order. */
  eligible: z.boolean(),
  retiredAt: z.iso.datetime().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverPageSchema = pageOf(driverSchema);
export type DriverPage = z.infer<typeof driverPageSchema>;

export const vehicleDriverSchema = z.object({
  id: z.uuid(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
});

export const vehicleSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  plateNumber: z.string(),
  techPassportNumber: z.string(),
  brand: z.string(),
  model: z.string(),
  vin: z.string(),
  region: z.string(),
  manufactureYear: z.number().int(),
  registrationDate: z.string(),
  engineVolume: z.number(),
  bodyType: z.enum(TransportType).nullable(),
  capacityTons: z.number().nullable(),
  capacityM3: z.number().nullable(),
  assignedDriver: vehicleDriverSchema.nullable(),
  retiredAt: z.iso.datetime().nullable(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehiclePageSchema = pageOf(vehicleSchema);
export type VehiclePage = z.infer<typeof vehiclePageSchema>;

export const driverFineSchema = z.object({
  id: z.uuid(),
  amount: z.number(),
  currency: z.string(),
  finedOn: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
  createdBy: eventActorSchema,
});
export type DriverFine = z.infer<typeof driverFineSchema>;

/** The sum of a driver's fines in one currency. */
export const moneyTotalSchema = z.object({ currency: z.string(), amount: z.number() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

export const driverEventSchema = z.object({
  id: z.uuid(),
  action: driverHistoryActionSchema,
  comment: z.string().nullable(),
  createdAt: z.iso.datetime(),
  actor: eventActorSchema,
});
export type DriverEvent = z.infer<typeof driverEventSchema>;

/** The driver view (`/driver/{id}`, `/view-driver/{login}`, and the carrier's own). */
export const driverDetailSchema = driverSchema.extend({
  photo: storedFileSchema.nullable(),
  identityPdf: storedFileSchema.nullable(),
  /** The vehicles assigned to the driver, still in the fleet. */
  vehicles: z.array(vehicleSchema),
  fines: z.array(driverFineSchema),
  fineTotals: z.array(moneyTotalSchema),
  /** Oldest first: submissions, decisions, blacklisting and removal stay visible. */
  history: z.array(driverEventSchema),
});
export type DriverDetail = z.infer<typeof driverDetailSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: ValidationMessage.INVALID })
  .transform((value) => value === 'true');

export const DRIVER_SORTS = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'company',
  '-company',
  'status',
  '-status',
] as const;
const driverSortField = z.enum(DRIVER_SORTS, { error: ValidationMessage.INVALID }).optional();

/** `/company-drivers`: the carrier's drivers; retired ones only with `retired=true`. */
export const companyDriverListQuerySchema = listQuerySchema.extend({
  sort: driverSortField,
  status: driverStatusSchema.optional(),
  blacklisted: booleanQuery.optional(),
  /** Only drivers that may be chosen for an order (the response form's list). */
  eligible: booleanQuery.optional(),
  retired: booleanQuery.optional(),
});
export type CompanyDriverListQuery = z.infer<typeof companyDriverListQuerySchema>;

/** The security service's tabs on `/drivers` (spec: all, pending approval, company, blacklist). */
export const DriverListTab = {
  ALL: 'all',
  PENDING: 'pending',
  COMPANY: 'company',
  BLACKLIST: 'blacklist',
} as const;
export type DriverListTab = (typeof DriverListTab)[keyof typeof DriverListTab];

export const driverListQuerySchema = listQuerySchema.extend({
  tab: choiceField(DriverListTab).default(DriverListTab.ALL),
  /** One carrier's drivers (the company tab's filter). */
  companyId: z.uuid({ error: ValidationMessage.INVALID }).optional(),
  status: driverStatusSchema.optional(),
  sort: driverSortField,
});
export type DriverListQuery = z.infer<typeof driverListQuerySchema>;

/** The carriers that have drivers, for the company tab's filter. */
export const driverCarrierSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  bin: z.string(),
  drivers: z.number().int(),
  pending: z.number().int(),
  blacklisted: z.number().int(),
});
export type DriverCarrier = z.infer<typeof driverCarrierSchema>;
export const driverCarrierListSchema = z.object({ items: z.array(driverCarrierSchema) });
export type DriverCarrierList = z.infer<typeof driverCarrierListSchema>;

/**
 * `/view-driver/{login}`: drivers have no account, so their login on the platform is the
 * IIN that identifies them.
 */
export const driverLoginParamSchema = z.object({
  login: z
    .string()
    .trim()
    .regex(/^\d{12}$/, ValidationMessage.IIN_LENGTH),
});

export const VEHICLE_SORTS = [
  'plateNumber',
  '-plateNumber',
  'brand',
  '-brand',
  'manufactureYear',
  '-manufactureYear',
  'createdAt',
  '-createdAt',
] as const;

/** `/company-auto`: the carrier's vehicles; retired ones only with `retired=true`. */
export const vehicleListQuerySchema = listQuerySchema.extend({
  sort: z.enum(VEHICLE_SORTS, { error: ValidationMessage.INVALID }).optional(),
  retired: booleanQuery.optional(),
  driverId: z.uuid({ error: ValidationMessage.INVALID }).optional(),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;
