import { z } from 'zod';
import { hasBinLength, isValidBinOrIin } from '../validation/iin-bin.js';
import { ValidationMessage } from '../validation/messages.js';
import {
  isAllowedPassword,
  isCyrillicName,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../validation/text.js';

/** Field schemas shared by forms and routes; their messages are translation keys. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, ValidationMessage.TOO_LONG)
  .pipe(z.email(ValidationMessage.EMAIL));

export const binField = z
  .string()
  .trim()
  .refine(hasBinLength, ValidationMessage.BIN_LENGTH)
  .refine(isValidBinOrIin, ValidationMessage.BIN_CHECK_DIGIT);

/** A person's IIN: the BIN's format and check digit, with the person's own messages. */
export const iinField = z
  .string()
  .trim()
  .refine(hasBinLength, ValidationMessage.IIN_LENGTH)
  .refine(isValidBinOrIin, ValidationMessage.IIN_INVALID);

export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, ValidationMessage.PASSWORD_LENGTH)
  .max(PASSWORD_MAX_LENGTH, ValidationMessage.PASSWORD_LENGTH)
  .refine(isAllowedPassword, ValidationMessage.PASSWORD_CHARSET);

export const cyrillicNameField = z
  .string()
  .trim()
  .min(1, ValidationMessage.REQUIRED)
  .max(100, ValidationMessage.TOO_LONG)
  .refine(isCyrillicName, ValidationMessage.CYRILLIC);

/** An optional middle name: empty or absent, else Cyrillic like the other names. */
export const middleNameField = z
  .string()
  .trim()
  .max(100, ValidationMessage.TOO_LONG)
  .refine((value) => value === '' || isCyrillicName(value), ValidationMessage.CYRILLIC)
  .nullish();

/** The optimistic-concurrency version a client read; an update with a stale one is refused. */
export const versionField = z.number().int().min(1);

export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, ValidationMessage.PHONE);

export const requiredText = (max = 500) =>
  z.string().trim().min(1, ValidationMessage.REQUIRED).max(max, ValidationMessage.TOO_LONG);
