import { addCalendarDays, Role, type ExchangeRatesImportResult } from '@freight/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/** The National Bank's rates imported from a CSV (issue 32), on both database drivers. */
describe(`importing the National Bank's rates (${testDriver})`, () => {
  let ctx: TestApp;
  let admin: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await newPlatformAccount(ctx.app, Role.ADMIN);
  });
  afterAll(() => ctx.close());

  const importCsv = (csv: string, account: SignedInAccount = admin) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/exchange-rates/import',
      headers: account.headers,
      payload: { csv },
    });
  const rateOf = async (currency: 'USD' | 'RUB' | 'CNY' | 'EUR', rateDate: string) => {
    const [row] = await ctx.database.db
      .select({ rate: exchangeRates.rateToKzt })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currency, currency), eq(exchangeRates.rateDate, rateDate)));
    return row?.rate;
  };
  const keptRates = async () =>
    (await ctx.database.db.select({ rows: count() }).from(exchangeRates))[0]?.rows;
  const imports = () =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'exchange_rates.imported'))
      .orderBy(auditLog.createdAt);

  const RUSSIAN_EXPORT = [
    'Дата;Количество;Валюта;Курс',
    '02.10.2026;1;USD;505,12',
    '02.10.2026;1;RUB;6,3',
    '02.10.2026;10;CNY;705,3',
    '02.10.2026;1;KZT;1',
  ].join('\r\n');

  it('imports a Russian export: per-unit rates, tenge skipped, one audit row', async () => {
    const imported = await importCsv(RUSSIAN_EXPORT);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<ExchangeRatesImportResult>()).toEqual({
      created: 3,
      corrected: 0,
      unchanged: 0,
      skipped: 1,
    });
    expect(await rateOf('USD', '2026-10-02')).toBe(505.12);
    expect(await rateOf('CNY', '2026-10-02')).toBe(70.53);
    expect(await imports()).toHaveLength(1);
  });

  it('changes nothing when imported again, and keeps what a correction replaced', async () => {
    const again = await importCsv(RUSSIAN_EXPORT);
    expect(again.json()).toEqual({ created: 0, corrected: 0, unchanged: 3, skipped: 1 });
    const corrected = await importCsv('date,currency,rate\n2026-10-02,USD,506\n');
    expect(corrected.json()).toEqual({ created: 0, corrected: 1, unchanged: 0, skipped: 0 });
    expect(await rateOf('USD', '2026-10-02')).toBe(506);
    const last = (await imports()).at(-1);
    expect(last?.before).toEqual({
      corrected: [{ currency: 'USD', rateDate: '2026-10-02', rateToKzt: 506, from: 505.12 }],
    });
  });

  it('imports nothing when a line is wrong, and says which lines and why', async () => {
    const before = await keptRates();
    const refused = await importCsv(
      ['date;currency;rate', '03.10.2026;USD;507', '31.09.2026;USD;507', '03.10.2026;XX;1'].join(
        '\n',
      ),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'EXCHANGE_RATES_CSV_INVALID',
      details: { '3': 'validation.date', '4': 'validation.ratesCsvCurrency' },
    });
    expect(await rateOf('USD', '2026-10-03')).toBeUndefined();
    expect(await keptRates()).toBe(before);
  });

  it('imports years of daily rates in one request', async () => {
    const days = Array.from({ length: 730 }, (_, day) => addCalendarDays('2024-09-30', day));
    const lines = days.flatMap((day, index) =>
      (['USD', 'EUR', 'RUB', 'CNY'] as const).map(
        (currency) => `${day},${currency},${(100 + (index % 50) / 10).toFixed(1)}`,
      ),
    );
    const imported = await importCsv(['date,currency,rate', ...lines].join('\n'));
    expect(imported.statusCode, imported.body).toBe(200);
    const result = imported.json<ExchangeRatesImportResult>();
    expect(result.created + result.corrected + result.unchanged).toBe(lines.length);
    expect(await rateOf('EUR', days.at(-1) ?? '')).toBe(100 + (729 % 50) / 10);
  });

  it('lets the administrator alone import', async () => {
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const before = await keptRates();
    expect((await importCsv(RUSSIAN_EXPORT, carrier)).statusCode).toBe(403);
    expect(await keptRates()).toBe(before);
  });
});
