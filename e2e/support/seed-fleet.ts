import type { DriverDetail, DriverFormInput, Vehicle, VehicleFormInput } from '@freight/shared';
import type { ApiClient } from './api-client';
import { pdfFile, pngFile, type FixtureFile } from './fixture-files';
import { uniqueBinOrIin } from './identity-numbers';
import type { SeededCompany } from './seed-companies';
import { uniqueStamp } from './unique-stamp';

/** A driver's form with an IIN and document numbers nobody else in this worker has. */
export function newDriver(overrides: Partial<DriverFormInput> = {}): DriverFormInput {
  const stamp = uniqueStamp();
  return {
    iin: uniqueBinOrIin('88'),
    lastName: 'Ахметов',
    firstName: 'Ерлан',
    middleName: 'Болатұлы',
    phone: '+7 701 555 12 34',
    identityDocument: {
      number: `N${stamp}`,
      issuedBy: 'МВД РК',
      issueDate: '2019-03-15',
      expiryDate: '2029-03-14',
      registeredAddress: 'г. Алматы, ул. Абая, 10, кв. 5',
    },
    licence: { number: `KZ${stamp}`, categories: ['B', 'C', 'CE'], expiryDate: '2031-02-01' },
    ...overrides,
  };
}

/** The photo and the identity PDF a driver is added with. */
export interface DriverFiles {
  photo: FixtureFile;
  identityPdf: FixtureFile;
}

export function driverFiles(driver: DriverFormInput): DriverFiles {
  return {
    photo: pngFile('driver-photo.png', 64),
    identityPdf: pdfFile('driver-identity.pdf', `Identity ${driver.iin}`),
  };
}

/** The carrier adds a driver (multipart: the form as JSON beside the files); he waits for review. */
export async function addDriver(
  api: ApiClient,
  carrier: SeededCompany,
  driver: DriverFormInput = newDriver(),
  files: DriverFiles = driverFiles(driver),
): Promise<DriverDetail> {
  return api.call<DriverDetail>('POST', '/company-drivers', {
    as: carrier.owner,
    multipart: { data: JSON.stringify(driver), ...files },
    status: 201,
  });
}

export async function approveDriver(api: ApiClient, driver: DriverDetail): Promise<DriverDetail> {
  return api.call<DriverDetail>('POST', `/drivers/${driver.id}/approve`, {
    as: 'security service',
    data: { version: driver.version },
    status: 200,
  });
}

export async function blacklistDriver(
  api: ApiClient,
  driver: DriverDetail,
  reason: string,
): Promise<DriverDetail> {
  return api.call<DriverDetail>('POST', `/drivers/${driver.id}/blacklist`, {
    as: 'security service',
    data: { reason },
    status: 200,
  });
}

/** A driver added by the carrier and approved by the security service: eligible for orders. */
export async function addApprovedDriver(
  api: ApiClient,
  carrier: SeededCompany,
  driver: DriverFormInput = newDriver(),
): Promise<DriverDetail> {
  return approveDriver(api, await addDriver(api, carrier, driver));
}

/** A vehicle form with a plate, VIN and tech passport nobody else in this worker has. */
export function newVehicle(overrides: Partial<VehicleFormInput> = {}): VehicleFormInput {
  const stamp = uniqueStamp();
  return {
    plateNumber: `${stamp}KZ`,
    techPassportNumber: `AB${stamp}`,
    brand: 'MAN',
    model: 'TGX 18.440',
    // 17 characters: 8 letters and digits, then the stamp's last 9.
    vin: `WMA06XZZ${stamp.slice(-9)}`,
    region: 'Алматы',
    manufactureYear: 2020,
    registrationDate: '2020-05-10',
    engineVolume: 12.4,
    assignedDriverId: null,
    ...overrides,
  };
}

export async function addVehicle(
  api: ApiClient,
  carrier: SeededCompany,
  vehicle: VehicleFormInput = newVehicle(),
): Promise<Vehicle> {
  return api.call<Vehicle>('POST', '/company-vehicles', {
    as: carrier.owner,
    data: vehicle,
    status: 201,
  });
}
