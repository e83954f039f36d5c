import { i18n } from '../i18n/i18n';
import { NETWORK_ERROR_CODE, type ApiError } from './api-error';

/**
 * The text of an error in its own right: the translated code (namespace `errors`), else the
 * server's message, else a generic translated text. Forms show this inline, so a wrong password
 * reads 'Invalid credentials' rather than a status-level 'Unauthorized'.
 */
export function describeApiError(error: ApiError): string {
  if (error.code === NETWORK_ERROR_CODE) return i18n.t('common:feedback.networkError');
  if (error.code && i18n.exists(`errors:${error.code}`)) return i18n.t(`errors:${error.code}`);
  if (error.message) return error.message;
  return i18n.t('common:feedback.somethingWentWrong');
}

/**
 * Spec section 8, the text of the toast for a failed call: 401, 403 and 404 have fixed texts
 * (compared as numbers: the original compared strings, so these never fired); anything else
 * falls back to describeApiError.
 */
export function toastMessageFor(error: ApiError): string {
  switch (error.status) {
    case 401:
      return i18n.t('errors:UNAUTHORIZED');
    case 403:
      return i18n.t('errors:ACCESS_DENIED');
    case 404:
      return i18n.t('errors:NOT_FOUND');
    default:
      return describeApiError(error);
  }
}
