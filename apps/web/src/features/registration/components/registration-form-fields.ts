import { COMPANY_DOCUMENT_KINDS, ErrorCode } from '@freight/shared';
import type { FormInstance } from 'antd';
import { isApiError } from '../../../lib/http/api-error';
import { describeApiError } from '../../../lib/http/error-messages';
import { showServerFieldErrors } from '../../../lib/forms/zod-form-rule';
import type { PersonField } from '../../../ui/person-fields';

/** The owner's own data on a registration (the login and password come separately). */
export const PERSON_FIELDS: readonly PersonField[] = [
  'lastName',
  'firstName',
  'middleName',
  'phone',
];

/** Every field a registration form may hear about from the server. */
export const REGISTRATION_FIELDS = [
  'lastName',
  'firstName',
  'middleName',
  'organizationName',
  'bin',
  'legalAddress',
  'actualAddress',
  'signatoryPosition',
  'phone',
  'email',
  'password',
  'confirmPassword',
  'acceptAgreement',
  'acceptDataProcessing',
  ...COMPANY_DOCUMENT_KINDS.map((kind) => `documents.${kind}`),
] as const;

/** Duplicates are whole-request refusals, but each concerns one field. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  [ErrorCode.BIN_ALREADY_REGISTERED]: 'bin',
  [ErrorCode.EXPEDITOR_ALREADY_EXISTS]: 'email',
};

/**
 * Puts a refused registration's problems next to the fields they concern: the validation
 * `fields`, and a duplicate BIN or e-mail under the BIN or the e-mail. The form's alert still
 * says it in a sentence.
 */
export function showRegistrationErrors(form: FormInstance, error: unknown): void {
  if (!isApiError(error)) return;
  showServerFieldErrors(form, error.fields, REGISTRATION_FIELDS);
  const field = error.code ? FIELD_OF_CODE[error.code] : undefined;
  if (field) form.setFields([{ name: field, errors: [describeApiError(error)] }]);
}
