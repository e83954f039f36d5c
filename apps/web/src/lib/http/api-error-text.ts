import type { Translator } from '../i18n/translator';
import { NETWORK_ERROR_CODE, type ApiError } from './api-error';

/**
 * The text of an error in its own right: the translated code (namespace `errors`), else the
 * server's message, else a generic translated text. Forms show this inline, so a wrong password
 * reads 'Invalid credentials' rather than a status-level 'Unauthorized'.
 */
export function apiErrorText(translator: Translator, error: ApiError): string {
  if (error.code === NETWORK_ERROR_CODE) return translator.t('common:feedback.networkError');
  if (error.code && translator.exists(`errors:${error.code}`)) {
    return translator.t(`errors:${error.code}`);
  }
  if (error.message) return error.message;
  return translator.t('common:feedback.somethingWentWrong');
}
