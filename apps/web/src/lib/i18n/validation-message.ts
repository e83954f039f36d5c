import { i18n } from './i18n';
import { validationText } from './validation-text';

/** A validation message key (`validation.email`) in the signed-in app's language. */
export function translateValidationMessage(key: string): string {
  return validationText(i18n, key);
}
