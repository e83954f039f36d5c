import { z } from 'zod';
import { ValidationMessage } from '../validation/messages.js';
import { isNotInFuture } from '../validation/dates.js';
import { hasAtMostDecimals } from '../validation/numbers.js';

/** Empty form controls arrive as undefined, null or ''. */
const isAbsent = (input: unknown) => input === undefined || input === null || input === '';

/** An absent value asks to be filled in; a present but wrong one is named as wrong. */
const requiredOr = (message: ValidationMessage) => (issue: { input?: unknown }) =>
  isAbsent(issue.input) ? ValidationMessage.REQUIRED : message;

/** Required text, trimmed; `requiredMessage` when missing or blank (e.g. a problem description). */
export function requiredTextField(
  max: number,
  requiredMessage: ValidationMessage = ValidationMessage.REQUIRED,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, ValidationMessage.TOO_LONG);
}

/** Optional text, trimmed; the server stores a blank one as none. */
export function optionalTextField(max: number) {
  return z
    .string({ error: ValidationMessage.INVALID })
    .trim()
    .max(max, ValidationMessage.TOO_LONG)
    .nullish();
}

/** The id of a record the user picks, such as a driver or a vehicle. */
export const idField = z.uuid({ error: requiredOr(ValidationMessage.INVALID) });

/** One value of a translated reference list (a select in the web form). */
export function choiceField<const T extends Readonly<Record<string, string>>>(values: T) {
  return z.enum(values, { error: requiredOr(ValidationMessage.INVALID) });
}

export interface DecimalFieldOptions {
  max: number;
  decimals: number;
  /** Zero is allowed (e.g. a declared value); otherwise the value must be above zero. */
  allowZero?: boolean;
}

/** A bounded decimal such as a price, a weight or a length. */
export function decimalField({ max, decimals, allowZero = false }: DecimalFieldOptions) {
  const number = z.number({ error: requiredOr(ValidationMessage.NUMBER) });
  return (
    allowZero
      ? number.min(0, ValidationMessage.NOT_NEGATIVE)
      : number.positive(ValidationMessage.MUST_BE_POSITIVE)
  )
    .max(max, ValidationMessage.TOO_LARGE)
    .refine((value) => hasAtMostDecimals(value, decimals), ValidationMessage.TOO_MANY_DECIMALS);
}

/** A whole number within bounds, such as a count of seats. */
export function integerField(min: number, max: number) {
  return z
    .number({ error: requiredOr(ValidationMessage.NUMBER) })
    .int(ValidationMessage.INTEGER)
    .min(min, min > 0 ? ValidationMessage.MUST_BE_POSITIVE : ValidationMessage.NOT_NEGATIVE)
    .max(max, ValidationMessage.TOO_LARGE);
}

/** A calendar date as `YYYY-MM-DD`; the form's date pickers send exactly that. */
export const isoDateField = z.iso.date({ error: requiredOr(ValidationMessage.DATE) });

/** A date that has already come (an issue date, the day of a fine, a rate's day). */
export const pastDateField = isoDateField.refine(
  (value) => !isoDateField.safeParse(value).success || isNotInFuture(value),
  ValidationMessage.DATE_IN_FUTURE,
);
