import { z } from 'zod';
import {
  DriverDocument,
  DriverHistoryAction,
  DriverStatus,
  LicenceCategory,
  LICENCE_CATEGORIES,
} from '../fleet/fleet-enums.js';
import { Currency, currencySchema, transportTypeSchema } from '../orders/reference-lists.js';
import { ValidationMessage } from '../validation/messages.js';
import { hasAtMostDecimals } from '../validation/numbers.js';
import {
  DOCUMENT_NUMBER_PATTERN,
  normalizeCode,
  PLATE_NUMBER_PATTERN,
  VIN_PATTERN,
} from '../validation/vehicle-codes.js';
import { reviewCommentField } from './companies.js';
import {
  cyrillicNameField,
  iinField,
  middleNameField,
  phoneField,
  versionField,
} from './fields.js';
import { moneyField } from './order-limits.js';
import { EXCHANGE_LIMITS } from './exchange-limits.js';
import {
  choiceField,
  decimalField,
  idField,
  isoDateField,
  pastDateField,
  requiredTextField,
} from './value-fields.js';

/** The bounds of the fleet forms; the web uses them for input limits too. */
export const FLEET_LIMITS = {
  issuedByLength: 200,
  addressLength: 300,
  brandLength: 60,
  modelLength: 100,
  regionLength: 100,
  minManufactureYear: 1950,
  minEngineVolumeLitres: 0.1,
  maxEngineVolumeLitres: 30,
  engineVolumeDecimals: 3,
  reasonLength: 2000,
  fineDescriptionLength: 1000,
} as const;

/** The newest manufacture year accepted: next year's models are sold from this autumn on. */
export function maxManufactureYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

export const driverStatusSchema = choiceField(DriverStatus);
export const licenceCategorySchema = choiceField(LicenceCategory);
export const driverHistoryActionSchema = choiceField(DriverHistoryAction);
export const driverDocumentSchema = choiceField(DriverDocument);

const isIsoDate = (value: unknown): value is string =>
  typeof value === 'string' && isoDateField.safeParse(value).success;

/** A code typed by hand (see `normalizeCode`): required, then checked against `pattern`. */
function codeField(pattern: RegExp, message: ValidationMessage) {
  return z
    .string({ error: ValidationMessage.REQUIRED })
    .overwrite(normalizeCode)
    .min(1, ValidationMessage.REQUIRED)
    .regex(pattern, message);
}

export const documentNumberField = codeField(
  DOCUMENT_NUMBER_PATTERN,
  ValidationMessage.DOCUMENT_NUMBER,
);
export const plateNumberField = codeField(PLATE_NUMBER_PATTERN, ValidationMessage.PLATE_NUMBER);
export const techPassportNumberField = codeField(
  DOCUMENT_NUMBER_PATTERN,
  ValidationMessage.TECH_PASSPORT_NUMBER,
);
/** 17 characters without I, O and Q, checked after upper-casing. */
export const vinField = codeField(VIN_PATTERN, ValidationMessage.VIN);

/** At least one category; repeats are dropped and the order is the licence's own. */
export const licenceCategoriesField = z
  .array(licenceCategorySchema, { error: ValidationMessage.LICENCE_CATEGORIES })
  .min(1, ValidationMessage.LICENCE_CATEGORIES)
  .overwrite((categories) => LICENCE_CATEGORIES.filter((code) => categories.includes(code)));

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/** The identity card or passport; an expired one is accepted and flagged, never refused. */
export const identityDocumentFormSchema = z
  .object(
    {
      number: documentNumberField,
      issueDate: pastDateField,
      expiryDate: isoDateField,
      issuedBy: requiredTextField(FLEET_LIMITS.issuedByLength),
      registeredAddress: requiredTextField(FLEET_LIMITS.addressLength),
    },
    { error: ValidationMessage.REQUIRED },
  )
  .superRefine(
    (document, ctx) => {
      // Runs beside the fields' own issues (see `when`), so the values may be malformed.
      const { issueDate, expiryDate } = document as Record<string, unknown>;
      if (isIsoDate(issueDate) && isIsoDate(expiryDate) && expiryDate <= issueDate) {
        ctx.addIssue({
          code: 'custom',
          message: ValidationMessage.EXPIRY_BEFORE_ISSUE,
          path: ['expiryDate'],
        });
      }
    },
    { when: isObject },
  );

export const licenceFormSchema = z.object(
  {
    number: documentNumberField,
    categories: licenceCategoriesField,
    expiryDate: isoDateField,
  },
  { error: ValidationMessage.REQUIRED },
);

const driverFieldsShape = {
  lastName: cyrillicNameField,
  firstName: cyrillicNameField,
  middleName: middleNameField,
  phone: phoneField,
  identityDocument: identityDocumentFormSchema,
  licence: licenceFormSchema,
};

/**
 * Adding a driver by IIN: the JSON `data` field of `POST /api/company-drivers` (multipart,
 * beside the `photo` and `identityPdf` files) and the web form alike.
 */
export const createDriverRequestSchema = z.object({ iin: iinField, ...driverFieldsShape });
export type CreateDriverRequest = z.infer<typeof createDriverRequestSchema>;
export type DriverFormInput = z.input<typeof createDriverRequestSchema>;

/** Editing: the IIN names the person and stays; the version read is checked. */
export const updateDriverRequestSchema = z.object({
  ...driverFieldsShape,
  version: versionField,
});
export type UpdateDriverRequest = z.infer<typeof updateDriverRequestSchema>;

/** `POST /api/company-drivers/iin-check`: may this IIN be added? (409 with the reason if not) */
export const driverIinCheckRequestSchema = z.object({ iin: iinField });
export const driverIinCheckResponseSchema = z.object({
  iin: z.string(),
  available: z.literal(true),
});

const engineVolumeField = z
  .number({ error: ValidationMessage.ENGINE_VOLUME })
  .min(FLEET_LIMITS.minEngineVolumeLitres, ValidationMessage.ENGINE_VOLUME)
  .max(FLEET_LIMITS.maxEngineVolumeLitres, ValidationMessage.ENGINE_VOLUME)
  .refine(
    (value) => hasAtMostDecimals(value, FLEET_LIMITS.engineVolumeDecimals),
    ValidationMessage.TOO_MANY_DECIMALS,
  );

const manufactureYearField = z
  .number({ error: ValidationMessage.MANUFACTURE_YEAR })
  .int(ValidationMessage.MANUFACTURE_YEAR)
  .min(FLEET_LIMITS.minManufactureYear, ValidationMessage.MANUFACTURE_YEAR)
  .refine((year) => year <= maxManufactureYear(), ValidationMessage.MANUFACTURE_YEAR);

const vehicleFieldsShape = {
  plateNumber: plateNumberField,
  techPassportNumber: techPassportNumberField,
  brand: requiredTextField(FLEET_LIMITS.brandLength),
  model: requiredTextField(FLEET_LIMITS.modelLength),
  vin: vinField,
  region: requiredTextField(FLEET_LIMITS.regionLength),
  manufactureYear: manufactureYearField,
  registrationDate: pastDateField,
  /** Litres (a tech passport's 12 902 cm³ is 12.902). */
  engineVolume: engineVolumeField,
  /** The carrier's own driver who usually drives it; none when absent. */
  assignedDriverId: idField.nullish(),
  /** Its body and what it carries (issue 31); a truck offer needs all three. */
  bodyType: transportTypeSchema.nullish(),
  capacityTons: decimalField({ max: EXCHANGE_LIMITS.maxCapacityTons, decimals: 3 }).nullish(),
  capacityM3: decimalField({ max: EXCHANGE_LIMITS.maxCapacityM3, decimals: 2 }).nullish(),
};

/**
 * A vehicle is not registered before it is made. Vehicles made late in a year are sold as the
 * next year's models (hence the year bound of next year), so a registration in the year
 * before the stated year is accepted.
 */
function checkRegistrationAfterManufacture(
  vehicle: Record<string, unknown>,
  ctx: z.RefinementCtx,
): void {
  const { registrationDate, manufactureYear } = vehicle;
  if (
    isIsoDate(registrationDate) &&
    manufactureYearField.safeParse(manufactureYear).success &&
    Number(registrationDate.slice(0, 4)) < Number(manufactureYear) - 1
  ) {
    ctx.addIssue({
      code: 'custom',
      message: ValidationMessage.REGISTRATION_BEFORE_MANUFACTURE,
      path: ['registrationDate'],
    });
  }
}

/** Adding a vehicle by plate number and tech passport number (`POST /api/company-vehicles`). */
export const createVehicleRequestSchema = z
  .object(vehicleFieldsShape)
  .superRefine(checkRegistrationAfterManufacture, { when: isObject });
export type CreateVehicleRequest = z.infer<typeof createVehicleRequestSchema>;
export type VehicleFormInput = z.input<typeof createVehicleRequestSchema>;

export const updateVehicleRequestSchema = z
  .object({ ...vehicleFieldsShape, version: versionField })
  .superRefine(checkRegistrationAfterManufacture, { when: isObject });
export type UpdateVehicleRequest = z.infer<typeof updateVehicleRequestSchema>;

/** The security service's decisions on a pending driver ('Comment cannot be empty'). */
export const approveDriverRequestSchema = z.object({ version: versionField });
export type ApproveDriverRequest = z.infer<typeof approveDriverRequestSchema>;
export const rejectDriverRequestSchema = z.object({
  version: versionField,
  comment: reviewCommentField,
});
export type RejectDriverRequest = z.infer<typeof rejectDriverRequestSchema>;
export const rejectDriverFormSchema = z.object({ comment: reviewCommentField });

const reasonField = requiredTextField(FLEET_LIMITS.reasonLength, ValidationMessage.REASON_REQUIRED);

/** Adding to the blacklist, and removing from it, each need a reason. */
export const blacklistDriverRequestSchema = z.object({ reason: reasonField });
export type BlacklistDriverRequest = z.infer<typeof blacklistDriverRequestSchema>;
export const unblacklistDriverRequestSchema = z.object({ reason: reasonField });
export type UnblacklistDriverRequest = z.infer<typeof unblacklistDriverRequestSchema>;

/** A fine the security service records: above zero, on a day that has come, described. */
export const driverFineRequestSchema = z.object({
  amount: moneyField,
  currency: currencySchema.default(Currency.KZT),
  finedOn: pastDateField,
  description: requiredTextField(FLEET_LIMITS.fineDescriptionLength),
});
export type DriverFineRequest = z.infer<typeof driverFineRequestSchema>;
export type DriverFineFormInput = z.input<typeof driverFineRequestSchema>;
