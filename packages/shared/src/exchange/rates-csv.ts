import { Currency } from '../orders/reference-lists.js';
import { ForeignCurrency } from '../schemas/exchange.js';
import { isNotInFuture } from '../validation/dates.js';
import { ValidationMessage } from '../validation/messages.js';

/**
 * The exchange rates' CSV import (issue 32, DESIGN §8): the National Bank's published rates,
 * saved as CSV (its site, or a spreadsheet of it), read the same way by the admin's page — to
 * show what will be imported and what is wrong, line by line — and by the server, which
 * imports all or nothing. Never fetched from the network.
 *
 * A header names the columns, in English or Russian, in any order: date (DD.MM.YYYY or
 * YYYY-MM-DD), currency (its ISO code), quantity (optional: the National Bank quotes some
 * currencies per 10 or 100 units) and rate (tenge for that quantity). Semicolons, commas or
 * tabs separate them; with semicolons or tabs a decimal comma is read too. Rows of currencies
 * the exchange keeps no rate for (tenge itself, and those it does not price in) are counted
 * as skipped, not refused.
 */

/** The most rows one import reads: years of daily rates of every currency kept. */
export const RATES_CSV_MAX_ROWS = 20_000;

/** The largest file read, in characters. */
export const RATES_CSV_MAX_LENGTH = 2_000_000;

/** The largest rate to tenge kept (the rate column's range). */
const MAX_RATE_TO_KZT = 1_000_000;

/** Decimals a rate to tenge keeps. */
const RATE_DECIMALS = 6;

export interface ParsedRate {
  /** The line of the file, from 1 (the header). */
  line: number;
  currency: ForeignCurrency;
  rateDate: string;
  rateToKzt: number;
}

export interface RatesCsvProblem {
  line: number;
  message: ValidationMessage;
}

export interface ParsedRatesCsv {
  rates: ParsedRate[];
  /** Rows of currencies no rate is kept for. */
  skipped: number;
  problems: RatesCsvProblem[];
}

type Column = 'date' | 'currency' | 'quantity' | 'rate';

const COLUMN_NAMES: Record<Column, readonly string[]> = {
  date: ['date', 'дата'],
  currency: ['currency', 'code', 'валюта', 'код', 'код валюты'],
  quantity: ['quantity', 'units', 'nominal', 'количество', 'кол-во', 'номинал'],
  rate: ['rate', 'rate to kzt', 'курс', 'курс к тенге', 'официальный курс'],
};

const FOREIGN: ReadonlySet<string> = new Set(Object.values(ForeignCurrency));

/** The fields of one line; a quoted field may hold the separator and doubled quotes. */
function fieldsOf(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line.charAt(index);
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

function separatorOf(header: string): string {
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** DD.MM.YYYY or YYYY-MM-DD as YYYY-MM-DD; null when it is no calendar date. */
function isoDateOf(text: string): string | null {
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const iso = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

function numberOf(text: string, decimalComma: boolean): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '');
  const normal = decimalComma ? compact.replace(',', '.') : compact;
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : null;
}

type RowReading = { rate: ParsedRate } | { skipped: true } | { problem: ValidationMessage };

function readRow(
  cells: Record<Column, string | undefined>,
  line: number,
  decimalComma: boolean,
  now: Date,
): RowReading {
  const code = (cells.currency ?? '').toUpperCase();
  if (!/^[A-Z]{3}$/.test(code)) return { problem: ValidationMessage.RATES_CSV_CURRENCY };
  if (code === Currency.KZT || !FOREIGN.has(code)) return { skipped: true };
  const rateDate = isoDateOf(cells.date ?? '');
  if (!rateDate) return { problem: ValidationMessage.DATE };
  if (!isNotInFuture(rateDate, now)) return { problem: ValidationMessage.DATE_IN_FUTURE };
  const quantity = cells.quantity ? numberOf(cells.quantity, decimalComma) : 1;
  if (quantity === null || !Number.isInteger(quantity))
    return { problem: ValidationMessage.INTEGER };
  const rate = numberOf(cells.rate ?? '', decimalComma);
  if (rate === null) return { problem: ValidationMessage.NUMBER };
  const rateToKzt = quantity > 0 ? Number((rate / quantity).toFixed(RATE_DECIMALS)) : 0;
  if (rateToKzt <= 0) return { problem: ValidationMessage.MUST_BE_POSITIVE };
  if (rateToKzt > MAX_RATE_TO_KZT) return { problem: ValidationMessage.TOO_LARGE };
  return { rate: { line, currency: code as ForeignCurrency, rateDate, rateToKzt } };
}

/** Reads the file: the rates to import, the rows skipped, and what is wrong on which line. */
export function parseRatesCsv(text: string, now: Date = new Date()): ParsedRatesCsv {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const result: ParsedRatesCsv = { rates: [], skipped: 0, problems: [] };
  const header = lines[0] ?? '';
  const separator = separatorOf(header);
  const names = fieldsOf(header, separator).map((name) => name.toLowerCase());
  const indexOf = (column: Column) =>
    names.findIndex((name) => COLUMN_NAMES[column].includes(name));
  const columns = { date: indexOf('date'), currency: indexOf('currency'), rate: indexOf('rate') };
  if (Object.values(columns).some((index) => index < 0)) {
    result.problems.push({ line: 1, message: ValidationMessage.RATES_CSV_COLUMNS });
    return result;
  }
  const quantityColumn = indexOf('quantity');
  const rows = lines.slice(1).filter((line) => line.trim() !== '');
  if (rows.length > RATES_CSV_MAX_ROWS) {
    result.problems.push({ line: RATES_CSV_MAX_ROWS + 2, message: ValidationMessage.TOO_LONG });
    return result;
  }
  const seen = new Map<string, ParsedRate>();
  lines.forEach((text, index) => {
    const line = index + 1;
    if (line === 1 || text.trim() === '') return;
    const fields = fieldsOf(text, separator);
    const cells = {
      date: fields[columns.date],
      currency: fields[columns.currency],
      quantity: quantityColumn < 0 ? undefined : fields[quantityColumn],
      rate: fields[columns.rate],
    };
    const reading = readRow(cells, line, separator !== ',', now);
    if ('skipped' in reading) {
      result.skipped += 1;
      return;
    }
    if ('problem' in reading) {
      result.problems.push({ line, message: reading.problem });
      return;
    }
    const key = `${reading.rate.currency} ${reading.rate.rateDate}`;
    const earlier = seen.get(key);
    // The same rate twice is one rate; two rates of one currency and day contradict.
    if (earlier && earlier.rateToKzt !== reading.rate.rateToKzt) {
      result.problems.push({ line, message: ValidationMessage.RATES_CSV_CONFLICT });
    } else if (!earlier) {
      seen.set(key, reading.rate);
      result.rates.push(reading.rate);
    }
  });
  return result;
}
