import { z } from 'zod';
import { RATES_CSV_MAX_LENGTH } from '../exchange/rates-csv.js';
import { ValidationMessage } from '../validation/messages.js';

/**
 * The admin's import of the National Bank's rates (issue 32): the CSV's text, read by
 * `parseRatesCsv` on the page (to show what will happen) and again on the server, which
 * imports all of it or, when a line is wrong, nothing.
 */
export const exchangeRatesImportSchema = z.object({
  csv: z
    .string()
    .min(1, ValidationMessage.FILE_REQUIRED)
    .max(RATES_CSV_MAX_LENGTH, ValidationMessage.TOO_LONG),
});
export type ExchangeRatesImport = z.infer<typeof exchangeRatesImportSchema>;

/** What an import did: rates new, rates that replaced another of the day, and the same again. */
export const exchangeRatesImportResultSchema = z.object({
  created: z.number().int().nonnegative(),
  corrected: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Rows of currencies no rate is kept for (tenge, and those the exchange does not price in). */
  skipped: z.number().int().nonnegative(),
});
export type ExchangeRatesImportResult = z.infer<typeof exchangeRatesImportResultSchema>;

/** The most wrong lines a refusal lists (in `details`, line number → message key). */
export const RATES_CSV_PROBLEMS_LISTED = 50;
