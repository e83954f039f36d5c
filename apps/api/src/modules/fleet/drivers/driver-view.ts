import {
  expiredDriverDocuments,
  isDriverEligible,
  platformToday,
  ratingSummaryOf,
  type Driver,
  type DriverDetail,
  type MoneyTotal,
  type StoredFile,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { findFileById, type FileRecord } from '../../../platform/files/repo.js';
import { toStoredFile } from '../../../platform/files/stored-file.js';
import { listDriverFines } from '../fines/repo.js';
import { listVehiclesOfDriver } from '../vehicles/repo.js';
import { toVehicle } from '../vehicles/vehicle-view.js';
import { listDriverHistory, type DriverRow, type DriverWithCompany } from './repo.js';
import { readTogether } from '../../../db/read-together.js';

/** The API's shape of a driver, the same for the carrier and the security service. */
export function toDriver(
  { driver, companyName }: DriverWithCompany,
  today = platformToday(),
): Driver {
  const identityDocument = {
    number: driver.identityNumber,
    issueDate: driver.identityIssueDate,
    expiryDate: driver.identityExpiryDate,
    issuedBy: driver.identityIssuedBy,
    registeredAddress: driver.registeredAddress,
  };
  const licence = {
    number: driver.licenceNumber,
    categories: driver.licenceCategories,
    expiryDate: driver.licenceExpiryDate,
  };
  const expiredDocuments = expiredDriverDocuments({ identityDocument, licence }, today);
  return {
    id: driver.id,
    companyId: driver.companyId,
    companyName,
    iin: driver.iin,
    lastName: driver.lastName,
    firstName: driver.firstName,
    middleName: driver.middleName,
    phone: driver.phone,
    status: driver.status,
    reviewComment: driver.reviewComment,
    blacklisted: driver.blacklisted,
    blacklistReason: driver.blacklistReason,
    identityDocument,
    licence,
    documentsExpired: expiredDocuments.length > 0,
    expiredDocuments,
    photoFileId: driver.photoFileId,
    identityPdfFileId: driver.identityPdfFileId,
    rating: driver.rating,
    ratingSummary: ratingSummaryOf(driver),
    eligible: isDriverEligible(driver, { companyId: driver.companyId }),
    retiredAt: driver.retiredAt?.toISOString() ?? null,
    version: driver.version,
    createdAt: driver.createdAt.toISOString(),
    updatedAt: driver.updatedAt.toISOString(),
  };
}

/** "Фамилия Имя Отчество", as notifications and documents name a driver. */
export function driverFullName(driver: Pick<DriverRow, 'lastName' | 'firstName' | 'middleName'>) {
  return [driver.lastName, driver.firstName, driver.middleName].filter(Boolean).join(' ');
}

function storedFileOrNull(file: FileRecord | null): StoredFile | null {
  return file ? toStoredFile(file) : null;
}

/** Sums per currency in cents, so that 0.1 + 0.2 stays 0.3. */
function totalsByCurrency(fines: readonly { amount: number; currency: string }[]): MoneyTotal[] {
  const cents = new Map<string, number>();
  for (const fine of fines) {
    cents.set(fine.currency, (cents.get(fine.currency) ?? 0) + Math.round(fine.amount * 100));
  }
  return [...cents]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, amount: total / 100 }));
}

/** The driver view: data, files, assigned vehicles, fines with totals, and the history. */
export async function loadDriverDetail(
  db: DbExecutor,
  found: DriverWithCompany,
): Promise<DriverDetail> {
  const { driver } = found;
  const [photo, identityPdf, vehicles, fines, history] = await readTogether(db, [
    () => (driver.photoFileId ? findFileById(db, driver.photoFileId) : null),
    () => (driver.identityPdfFileId ? findFileById(db, driver.identityPdfFileId) : null),
    () => listVehiclesOfDriver(db, driver.id),
    () => listDriverFines(db, driver.id),
    () => listDriverHistory(db, driver.id),
  ]);
  return {
    ...toDriver(found),
    photo: storedFileOrNull(photo),
    identityPdf: storedFileOrNull(identityPdf),
    vehicles: vehicles.map(toVehicle),
    fines: fines.map(({ fine, createdBy }) => ({
      id: fine.id,
      amount: fine.amount,
      currency: fine.currency,
      finedOn: fine.finedOn,
      description: fine.description,
      createdAt: fine.createdAt.toISOString(),
      createdBy,
    })),
    fineTotals: totalsByCurrency(fines.map(({ fine }) => fine)),
    history: history.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
  };
}
