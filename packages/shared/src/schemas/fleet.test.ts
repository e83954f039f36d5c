import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation/messages.js';
import {
  blacklistDriverRequestSchema,
  createDriverRequestSchema,
  createVehicleRequestSchema,
  driverFineRequestSchema,
  maxManufactureYear,
  rejectDriverRequestSchema,
  unblacklistDriverRequestSchema,
  updateDriverRequestSchema,
  updateVehicleRequestSchema,
} from './fleet.js';
import { companyDriverListQuerySchema, driverListQuerySchema } from './fleet-views.js';

const validDriver = {
  iin: '900115300003',
  lastName: 'Сейткали',
  firstName: 'Ерлан',
  middleName: 'Нурланович',
  phone: '+7 701 555 1122',
  identityDocument: {
    number: '045678912',
    issueDate: '2019-05-14',
    expiryDate: '2029-05-13',
    issuedBy: 'МВД РК',
    registeredAddress: 'г. Алматы, ул. Сатпаева, 30, кв. 12',
  },
  licence: { number: 'AB 123456', categories: ['CE', 'B', 'C', 'B'], expiryDate: '2031-08-20' },
};

const validVehicle = {
  plateNumber: '123 abc 02',
  techPassportNumber: 'AA 00123456',
  brand: 'Volvo',
  model: 'FH 460',
  vin: 'yv2rt40a8ma123456',
  region: 'Алматы',
  manufactureYear: 2021,
  registrationDate: '2021-06-01',
  engineVolume: 12.8,
  assignedDriverId: null,
};

/** Path → message of the first issue per path, as the server's error body and the forms report. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined;
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('the driver form', () => {
  it('accepts a complete driver and normalises the codes and categories', () => {
    const driver = createDriverRequestSchema.parse(validDriver);
    expect(driver.licence).toEqual({
      number: 'AB123456',
      categories: ['B', 'C', 'CE'],
      expiryDate: '2031-08-20',
    });
    expect(driver.identityDocument.number).toBe('045678912');
  });

  it('accepts expired documents: they are flagged, not refused', () => {
    const result = createDriverRequestSchema.safeParse({
      ...validDriver,
      identityDocument: { ...validDriver.identityDocument, expiryDate: '2020-01-01' },
      licence: { ...validDriver.licence, expiryDate: '2021-01-01' },
      middleName: '',
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['iin', '90011530000', ValidationMessage.IIN_LENGTH],
    ['iin', '780322300455', ValidationMessage.IIN_INVALID],
    ['lastName', 'Seitkali', ValidationMessage.CYRILLIC],
    ['firstName', '', ValidationMessage.REQUIRED],
    ['middleName', 'Nurlanovich', ValidationMessage.CYRILLIC],
    ['phone', 'call me', ValidationMessage.PHONE],
    ['identityDocument', undefined, ValidationMessage.REQUIRED],
    ['licence', undefined, ValidationMessage.REQUIRED],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const result = createDriverRequestSchema.safeParse({ ...validDriver, [field]: value });
    expect(messagesOf(result)).toEqual({ [field]: message });
  });

  it.each([
    ['number', '', ValidationMessage.REQUIRED],
    ['number', '№ 12', ValidationMessage.DOCUMENT_NUMBER],
    ['issueDate', '14.05.2019', ValidationMessage.DATE],
    ['issueDate', isoDateInDays(3), ValidationMessage.DATE_IN_FUTURE],
    ['expiryDate', '', ValidationMessage.REQUIRED],
    ['expiryDate', '2019-05-14', ValidationMessage.EXPIRY_BEFORE_ISSUE],
    ['expiryDate', '2018-01-01', ValidationMessage.EXPIRY_BEFORE_ISSUE],
    ['issuedBy', '  ', ValidationMessage.REQUIRED],
    ['registeredAddress', 'x'.repeat(301), ValidationMessage.TOO_LONG],
  ])('refuses identity document %s = %j with %s', (field, value, message) => {
    const result = createDriverRequestSchema.safeParse({
      ...validDriver,
      identityDocument: { ...validDriver.identityDocument, [field]: value },
    });
    expect(messagesOf(result)).toEqual({ [`identityDocument.${field}`]: message });
  });

  it.each([
    ['number', 'AB-12', ValidationMessage.DOCUMENT_NUMBER],
    ['categories', [], ValidationMessage.LICENCE_CATEGORIES],
    ['categories', undefined, ValidationMessage.LICENCE_CATEGORIES],
    ['expiryDate', '2031-02-30', ValidationMessage.DATE],
  ])('refuses licence %s = %j with %s', (field, value, message) => {
    const result = createDriverRequestSchema.safeParse({
      ...validDriver,
      licence: { ...validDriver.licence, [field]: value },
    });
    expect(messagesOf(result)).toEqual({ [`licence.${field}`]: message });
  });

  it('refuses a licence category that does not exist', () => {
    const result = createDriverRequestSchema.safeParse({
      ...validDriver,
      licence: { ...validDriver.licence, categories: ['B', 'Z'] },
    });
    expect(messagesOf(result)).toEqual({ 'licence.categories.1': ValidationMessage.INVALID });
  });

  it('edits without the IIN but with the version read', () => {
    const { iin: _iin, ...fields } = validDriver;
    expect(updateDriverRequestSchema.safeParse({ ...fields, version: 3 }).success).toBe(true);
    expect(messagesOf(updateDriverRequestSchema.safeParse(fields))).toHaveProperty('version');
  });
});

describe('the vehicle form', () => {
  it('accepts a complete vehicle and normalises plate, VIN and tech passport', () => {
    const vehicle = createVehicleRequestSchema.parse(validVehicle);
    expect(vehicle).toMatchObject({
      plateNumber: '123ABC02',
      vin: 'YV2RT40A8MA123456',
      techPassportNumber: 'AA00123456',
    });
  });

  it.each([
    ['plateNumber', '', ValidationMessage.REQUIRED],
    ['plateNumber', 'ТРАКТОР', ValidationMessage.PLATE_NUMBER],
    ['techPassportNumber', 'A1', ValidationMessage.TECH_PASSPORT_NUMBER],
    ['brand', '', ValidationMessage.REQUIRED],
    ['model', 'x'.repeat(101), ValidationMessage.TOO_LONG],
    ['vin', 'YV2RT40A8MA12345', ValidationMessage.VIN],
    ['vin', 'YV2RT40A8MO123456', ValidationMessage.VIN],
    ['vin', 'YV2RT40A8MI123456', ValidationMessage.VIN],
    ['vin', 'YV2RT40A8MQ123456', ValidationMessage.VIN],
    ['region', ' ', ValidationMessage.REQUIRED],
    ['manufactureYear', 1949, ValidationMessage.MANUFACTURE_YEAR],
    ['manufactureYear', maxManufactureYear() + 1, ValidationMessage.MANUFACTURE_YEAR],
    ['manufactureYear', 2020.5, ValidationMessage.MANUFACTURE_YEAR],
    ['manufactureYear', undefined, ValidationMessage.MANUFACTURE_YEAR],
    ['registrationDate', isoDateInDays(3), ValidationMessage.DATE_IN_FUTURE],
    ['registrationDate', '2019-12-31', ValidationMessage.REGISTRATION_BEFORE_MANUFACTURE],
    ['engineVolume', 0.05, ValidationMessage.ENGINE_VOLUME],
    ['engineVolume', 30.5, ValidationMessage.ENGINE_VOLUME],
    ['engineVolume', 12.9025, ValidationMessage.TOO_MANY_DECIMALS],
    ['engineVolume', '12', ValidationMessage.ENGINE_VOLUME],
    ['assignedDriverId', 'driver-1', ValidationMessage.INVALID],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const result = createVehicleRequestSchema.safeParse({ ...validVehicle, [field]: value });
    expect(messagesOf(result)).toEqual({ [field]: message });
  });

  it('accepts the bounds of year and engine volume', () => {
    for (const change of [
      { manufactureYear: 1950, registrationDate: '1950-01-01' },
      { manufactureYear: 2021, registrationDate: '2020-11-30' },
      { manufactureYear: maxManufactureYear(), registrationDate: isoDateInDays(0) },
      { engineVolume: 0.1 },
      { engineVolume: 30 },
      { engineVolume: 12.902 },
    ]) {
      const result = createVehicleRequestSchema.safeParse({ ...validVehicle, ...change });
      expect(messagesOf(result), JSON.stringify(change)).toEqual({});
    }
  });

  it('edits with the version read', () => {
    expect(updateVehicleRequestSchema.safeParse({ ...validVehicle, version: 1 }).success).toBe(
      true,
    );
    expect(messagesOf(updateVehicleRequestSchema.safeParse(validVehicle))).toHaveProperty(
      'version',
    );
  });
});

describe('the security service’s forms', () => {
  it("asks for a rejection comment ('Comment cannot be empty')", () => {
    expect(messagesOf(rejectDriverRequestSchema.safeParse({ version: 1, comment: '  ' }))).toEqual({
      comment: ValidationMessage.COMMENT_EMPTY,
    });
    expect(messagesOf(rejectDriverRequestSchema.safeParse({ version: 1 }))).toEqual({
      comment: ValidationMessage.COMMENT_EMPTY,
    });
  });

  it('asks for a reason to blacklist and to remove from the blacklist', () => {
    for (const schema of [blacklistDriverRequestSchema, unblacklistDriverRequestSchema]) {
      expect(messagesOf(schema.safeParse({ reason: '' }))).toEqual({
        reason: ValidationMessage.REASON_REQUIRED,
      });
      expect(messagesOf(schema.safeParse({}))).toEqual({
        reason: ValidationMessage.REASON_REQUIRED,
      });
      expect(messagesOf(schema.safeParse({ reason: 'x'.repeat(2001) }))).toEqual({
        reason: ValidationMessage.TOO_LONG,
      });
    }
  });

  it('takes a fine in tenge unless another currency is named', () => {
    const fine = driverFineRequestSchema.parse({
      amount: 36_920,
      finedOn: '2025-10-02',
      description: 'Превышение скорости',
    });
    expect(fine.currency).toBe('KZT');
  });

  it.each([
    ['amount', 0, ValidationMessage.MUST_BE_POSITIVE],
    ['amount', -5, ValidationMessage.MUST_BE_POSITIVE],
    ['amount', 10.005, ValidationMessage.TOO_MANY_DECIMALS],
    ['amount', undefined, ValidationMessage.REQUIRED],
    ['currency', 'GBP', ValidationMessage.INVALID],
    ['finedOn', isoDateInDays(3), ValidationMessage.DATE_IN_FUTURE],
    ['finedOn', '', ValidationMessage.REQUIRED],
    ['description', ' ', ValidationMessage.REQUIRED],
  ])('refuses a fine with %s = %j (%s)', (field, value, message) => {
    const result = driverFineRequestSchema.safeParse({
      amount: 36_920,
      currency: 'KZT',
      finedOn: '2025-10-02',
      description: 'Превышение скорости',
      [field]: value,
    });
    expect(messagesOf(result)).toEqual({ [field]: message });
  });
});

describe('the driver lists’ queries', () => {
  it('default to the all tab and read booleans from the URL', () => {
    expect(driverListQuerySchema.parse({})).toMatchObject({ tab: 'all', page: 1, pageSize: 20 });
    expect(
      companyDriverListQuerySchema.parse({ eligible: 'true', retired: 'false' }),
    ).toMatchObject({ eligible: true, retired: false });
  });

  it('refuse an unknown tab, sort or company id', () => {
    expect(messagesOf(driverListQuerySchema.safeParse({ tab: 'archive' }))).toEqual({
      tab: ValidationMessage.INVALID,
    });
    expect(messagesOf(driverListQuerySchema.safeParse({ sort: 'iin' }))).toEqual({
      sort: ValidationMessage.INVALID,
    });
    expect(messagesOf(driverListQuerySchema.safeParse({ companyId: '42' }))).toEqual({
      companyId: ValidationMessage.INVALID,
    });
  });
});
