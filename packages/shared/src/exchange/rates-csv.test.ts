import { describe, expect, it } from 'vitest';
import { ValidationMessage } from '../validation/messages.js';
import { parseRatesCsv, RATES_CSV_MAX_ROWS } from './rates-csv.js';

const NOW = new Date('2026-11-28T09:00:00Z');
const parse = (text: string) => parseRatesCsv(text, NOW);

describe('the National Bank rates CSV', () => {
  it('reads a Russian export: semicolons, decimal commas, per-100 quotes, a BOM', () => {
    const csv = [
      '\uFEFFДата;Количество;Валюта;Курс',
      '27.11.2026;1;USD;"512,34"',
      '27.11.2026;1;RUB;6,41',
      '27.11.2026;100;UZS;4,02',
      '27.11.2026;1;KZT;1',
      '27.11.2026;1;GBP;650,1',
      '27.11.2026;10;CNY;712,5',
      '',
    ].join('\r\n');
    expect(parse(csv)).toEqual({
      rates: [
        { line: 2, currency: 'USD', rateDate: '2026-11-27', rateToKzt: 512.34 },
        { line: 3, currency: 'RUB', rateDate: '2026-11-27', rateToKzt: 6.41 },
        { line: 4, currency: 'UZS', rateDate: '2026-11-27', rateToKzt: 0.0402 },
        { line: 7, currency: 'CNY', rateDate: '2026-11-27', rateToKzt: 71.25 },
      ],
      // Sums of no currency the exchange prices in, and tenge itself.
      skipped: 2,
      problems: [],
    });
  });

  it('reads an English export with commas and ISO dates, columns in any order', () => {
    expect(parse('rate,currency,date\n98.1234567,EUR,2026-11-20\n').rates).toEqual([
      { line: 2, currency: 'EUR', rateDate: '2026-11-20', rateToKzt: 98.123457 },
    ]);
  });

  it('names each wrong line and why, and reads the right ones', () => {
    const csv = [
      'date;currency;rate',
      '31.02.2026;USD;500',
      '01.12.2027;USD;500',
      '20.11.2026;US;500',
      '20.11.2026;USD;abc',
      '20.11.2026;USD;0',
      '20.11.2026;USD;2000000',
      '21.11.2026;USD;510',
      '21.11.2026;USD;510',
      '21.11.2026;USD;511',
    ].join('\n');
    const parsed = parse(csv);
    expect(parsed.problems).toEqual([
      { line: 2, message: ValidationMessage.DATE },
      { line: 3, message: ValidationMessage.DATE_IN_FUTURE },
      { line: 4, message: ValidationMessage.RATES_CSV_CURRENCY },
      { line: 5, message: ValidationMessage.NUMBER },
      { line: 6, message: ValidationMessage.MUST_BE_POSITIVE },
      { line: 7, message: ValidationMessage.TOO_LARGE },
      // The same rate twice is one; a different one for the same day contradicts it.
      { line: 10, message: ValidationMessage.RATES_CSV_CONFLICT },
    ]);
    expect(parsed.rates).toHaveLength(1);
  });

  it('refuses a file without the columns it needs, or with too many rows', () => {
    expect(parse('day;code;value\n20.11.2026;USD;500').problems).toEqual([
      { line: 1, message: ValidationMessage.RATES_CSV_COLUMNS },
    ]);
    const long = [
      'date,currency,rate',
      ...Array(RATES_CSV_MAX_ROWS + 1).fill('2026-11-20,USD,500'),
    ];
    expect(parse(long.join('\n')).problems).toEqual([
      { line: RATES_CSV_MAX_ROWS + 2, message: ValidationMessage.TOO_LONG },
    ]);
  });
});
