import type { DriverDetail } from '@freight/shared';
import type { FieldPath } from '../../../lib/forms/zod-form-rule';

export interface DriverFormValues {
  iin: string;
  lastName: string;
  firstName: string;
  middleName?: string;
  phone: string;
  identityDocument: {
    number: string;
    issueDate?: string;
    expiryDate?: string;
    issuedBy: string;
    registeredAddress: string;
  };
  licence: { number: string; categories: string[]; expiryDate?: string };
  photo?: File | null;
  identityPdf?: File | null;
}

/** Where the server's `fields` may point; the files included (a refused photo). */
export const DRIVER_SERVER_FIELDS = [
  'iin',
  'lastName',
  'firstName',
  'middleName',
  'phone',
  'identityDocument.number',
  'identityDocument.issueDate',
  'identityDocument.expiryDate',
  'identityDocument.issuedBy',
  'identityDocument.registeredAddress',
  'licence.number',
  'licence.categories',
  'licence.expiryDate',
  'photo',
  'identityPdf',
];

/** `driver-form-identityDocument-number` for the field `identityDocument.number`. */
export const driverFieldTestId = (path: FieldPath) =>
  `driver-form-${typeof path === 'string' ? path : path.join('-')}`;

/** The form's start: the driver as stored, or an empty licence for a new one. */
export function driverFormValuesOf(driver: DriverDetail | null): Partial<DriverFormValues> {
  if (!driver) return { licence: { number: '', categories: [] } };
  return {
    iin: driver.iin,
    lastName: driver.lastName,
    firstName: driver.firstName,
    middleName: driver.middleName ?? '',
    phone: driver.phone,
    identityDocument: { ...driver.identityDocument },
    licence: { ...driver.licence },
  };
}
