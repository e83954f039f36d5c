import { ValidationMessage } from '@freight/shared';
import { z } from 'zod';

/**
 * The message key of a validation issue that its schema gave no message of its own: a field
 * missing or of the wrong type (a JSON body of `null`, a number for a string), a value too
 * long. Every field message the API answers is then a translation key of the web's
 * `validation` namespace, never zod's English default ("Invalid input: expected string…").
 */
function validationMessageKey(issue: { code?: string; input?: unknown; origin?: string }): string {
  if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
    return ValidationMessage.REQUIRED;
  }
  if (issue.code === 'too_big') {
    return issue.origin === 'string' ? ValidationMessage.TOO_LONG : ValidationMessage.TOO_LARGE;
  }
  if (issue.code === 'invalid_format' && issue.origin === 'string')
    return ValidationMessage.INVALID;
  return ValidationMessage.INVALID;
}

/** Is `message` one of our translation keys (what the web's `validation` namespace holds)? */
export function isValidationMessageKey(message: string | undefined): message is string {
  return typeof message === 'string' && /^validation\.[A-Za-z]+$/.test(message);
}

/**
 * Makes zod answer `validationMessageKey` wherever a schema names no message; the schema's own
 * messages still win. Process-wide, and the same for every app built in it.
 */
export function answerValidationWithMessageKeys(): void {
  z.config({ customError: (issue) => validationMessageKey(issue) });
}
