import { i18n } from '../i18n/i18n';
import type { ApiError } from './api-error';
import { apiErrorText } from './api-error-text';

/** The text of an error in its own right (`apiErrorText`), in the signed-in app's language. */
export function describeApiError(error: ApiError): string {
  return apiErrorText(i18n, error);
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
