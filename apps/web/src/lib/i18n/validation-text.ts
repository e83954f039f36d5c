import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@freight/shared';
import type { Translator } from './translator';

/**
 * Validation messages travel as keys like `validation.email` (from the shared zod schemas or the
 * server's `fields`); they live in the `validation` namespace. Numbers the texts mention come
 * from the shared constants so a changed limit cannot leave a stale text behind.
 */
export function validationText(translator: Translator, key: string): string {
  const [namespace, ...rest] = key.split('.');
  // A message that is not one of our keys (zod's own English default) gets the generic text.
  const qualified =
    namespace === 'validation' &&
    rest.length > 0 &&
    translator.exists(`validation:${rest.join('.')}`)
      ? `validation:${rest.join('.')}`
      : 'validation:invalid';
  return translator.t(qualified, {
    min: PASSWORD_MIN_LENGTH,
    max: PASSWORD_MAX_LENGTH,
    length: OTP_LENGTH,
  });
}
