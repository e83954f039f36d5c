import type { DriverDetail, DriverFormInput, Vehicle, VehicleFormInput } from '@freight/shared';
import { randomInt } from 'node:crypto';
import type { App } from '../src/app.js';
import { drivers, vehicles } from '../src/db/schema.js';
import type { SignedInAccount } from './company-factory.js';
import { validIin } from './company-factory.js';
import { multipartFormWithFiles, SAMPLE_PDF, SAMPLE_PNG, type UploadFile } from './uploads.js';

/**
 * The fleet's factories: valid forms (each with a fresh IIN, plate and VIN), drivers added
 * through the API with their files, and rows written straight through the data layer when a
 * test only needs a driver in some state.
 */

let sequence = 0;
const next = () => ++sequence;

const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const PLATE_LETTERS = 'ABCDEFGHKMNPTXYZ';

/** A random VIN of the allowed characters. */
export function uniqueVin(): string {
  return Array.from({ length: 17 }, () => VIN_CHARACTERS[randomInt(VIN_CHARACTERS.length)]).join(
    '',
  );
}

/**
 * A Kazakh plate like `123ABC02`. Its digits count the process's calls, so the first thousand
 * plates of a test's database differ whatever the random letters.
 */
export function uniquePlate(): string {
  const number = String(next() % 1000).padStart(3, '0');
  const letters = Array.from({ length: 3 }, () => PLATE_LETTERS[randomInt(PLATE_LETTERS.length)]);
  return `${number}${letters.join('')}${String(randomInt(1, 20)).padStart(2, '0')}`;
}

export const PHOTO: UploadFile = {
  filename: 'фото.png',
  contentType: 'image/png',
  content: SAMPLE_PNG,
};
export const IDENTITY_PDF: UploadFile = {
  filename: 'удостоверение.pdf',
  contentType: 'application/pdf',
  content: SAMPLE_PDF,
};

/** A complete, valid driver form with a fresh IIN. */
export function driverForm(overrides: Partial<DriverFormInput> = {}): DriverFormInput {
  return {
    iin: validIin(),
    lastName: 'Сейткали',
    firstName: 'Ерлан',
    middleName: 'Нурланович',
    phone: '+7 701 555 1122',
    identityDocument: {
      number: '045678912',
      issueDate: '2019-05-14',
      expiryDate: '2034-05-13',
      issuedBy: 'МВД РК',
      registeredAddress: 'г. Алматы, ул. Сатпаева, 30, кв. 12',
    },
    licence: { number: 'AB123456', categories: ['B', 'C', 'CE'], expiryDate: '2034-08-20' },
    ...overrides,
  };
}

/** The multipart body of the driver form: `data` as JSON, then the files. */
export function driverMultipart(
  data: unknown,
  files: Record<string, UploadFile> = { photo: PHOTO, identityPdf: IDENTITY_PDF },
) {
  return multipartFormWithFiles({ data: JSON.stringify(data) }, files);
}

/** Adds a driver through `POST /api/company-drivers` and fails loudly unless that works. */
export async function addDriverViaApi(
  app: App,
  account: SignedInAccount,
  overrides: Partial<DriverFormInput> = {},
): Promise<DriverDetail> {
  const form = driverMultipart(driverForm(overrides));
  const response = await app.inject({
    method: 'POST',
    url: '/api/company-drivers',
    payload: form.payload,
    headers: { ...form.headers, ...account.headers },
  });
  if (response.statusCode !== 201) {
    throw new Error(`adding a driver failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<DriverDetail>();
}

export type DriverRecord = typeof drivers.$inferSelect;

/** A driver row in any state, written through the data layer (no files). */
export async function createDriverRecord(
  app: App,
  companyId: string,
  values: Partial<typeof drivers.$inferInsert> = {},
): Promise<DriverRecord> {
  const form = driverForm();
  const [row] = await app.database.db
    .insert(drivers)
    .values({
      companyId,
      iin: form.iin,
      lastName: form.lastName,
      firstName: form.firstName,
      middleName: form.middleName ?? null,
      phone: form.phone,
      identityNumber: form.identityDocument.number,
      identityIssueDate: form.identityDocument.issueDate,
      identityExpiryDate: form.identityDocument.expiryDate,
      identityIssuedBy: form.identityDocument.issuedBy,
      registeredAddress: form.identityDocument.registeredAddress,
      licenceNumber: form.licence.number,
      licenceCategories: form.licence.categories,
      licenceExpiryDate: form.licence.expiryDate,
      ...values,
    })
    .returning();
  if (!row) throw new Error('driver not inserted');
  return row;
}

/** A complete, valid vehicle form with a fresh plate and VIN. */
export function vehicleForm(overrides: Partial<VehicleFormInput> = {}): VehicleFormInput {
  return {
    plateNumber: uniquePlate(),
    techPassportNumber: `AA${String(randomInt(100_000_000)).padStart(8, '0')}`,
    brand: 'Volvo',
    model: 'FH 460',
    vin: uniqueVin(),
    region: 'Алматы',
    manufactureYear: 2021,
    registrationDate: '2021-06-01',
    engineVolume: 12.8,
    assignedDriverId: null,
    ...overrides,
  };
}

/** Adds a vehicle through `POST /api/company-vehicles` and fails loudly unless that works. */
export async function addVehicleViaApi(
  app: App,
  account: SignedInAccount,
  overrides: Partial<VehicleFormInput> = {},
): Promise<Vehicle> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/company-vehicles',
    headers: account.headers,
    payload: vehicleForm(overrides),
  });
  if (response.statusCode !== 201) {
    throw new Error(`adding a vehicle failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<Vehicle>();
}

export type VehicleRecord = typeof vehicles.$inferSelect;

/** A vehicle row written through the data layer. */
export async function createVehicleRecord(
  app: App,
  companyId: string,
  values: Partial<typeof vehicles.$inferInsert> = {},
): Promise<VehicleRecord> {
  const form = vehicleForm();
  const [row] = await app.database.db
    .insert(vehicles)
    .values({
      companyId,
      plateNumber: form.plateNumber,
      techPassportNumber: form.techPassportNumber,
      brand: form.brand,
      model: form.model,
      vin: form.vin,
      region: form.region,
      manufactureYear: form.manufactureYear,
      registrationDate: form.registrationDate,
      engineVolume: form.engineVolume,
      ...values,
    })
    .returning();
  if (!row) throw new Error('vehicle not inserted');
  return row;
}
