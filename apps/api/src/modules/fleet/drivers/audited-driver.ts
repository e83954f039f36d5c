import type { DriverRow } from './repo.js';

/** What an audit row keeps of a driver. */
export function auditedDriver(driver: DriverRow) {
  return {
    iin: driver.iin,
    lastName: driver.lastName,
    firstName: driver.firstName,
    middleName: driver.middleName,
    phone: driver.phone,
    status: driver.status,
    blacklisted: driver.blacklisted,
    identityNumber: driver.identityNumber,
    identityExpiryDate: driver.identityExpiryDate,
    licenceNumber: driver.licenceNumber,
    licenceCategories: driver.licenceCategories,
    licenceExpiryDate: driver.licenceExpiryDate,
    photoFileId: driver.photoFileId,
    identityPdfFileId: driver.identityPdfFileId,
    retiredAt: driver.retiredAt,
  };
}
