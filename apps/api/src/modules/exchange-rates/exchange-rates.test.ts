import { Role, type ExchangeRate, type ExchangeRateList } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates } from '../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { currentRates } from './exchange-rates.js';

describe(`the admin's exchange rates (${testDriver})`, () => {
  let ctx: TestApp;
  let admin: SignedInAccount;
  let carrier: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await newPlatformAccount(ctx.app, Role.ADMIN);
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  const put = (account: SignedInAccount, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/exchange-rates',
      headers: account.headers,
      payload,
    });
  const list = async (account: SignedInAccount) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/exchange-rates',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<ExchangeRateList>();
  };

  it('keeps the latest rate of each currency, which prices are compared at', async () => {
    for (const [currency, rateDate, rateToKzt] of [
      ['USD', '2026-11-20', 480.5],
      ['USD', '2026-11-25', 482.25],
      ['CNY', '2026-11-24', 66.4],
    ] as const) {
      expect((await put(admin, { currency, rateDate, rateToKzt })).statusCode).toBe(200);
    }
    const { latest, history } = await list(carrier);
    expect(
      latest.map(({ currency, rateDate, rateToKzt }) => [currency, rateDate, rateToKzt]),
    ).toEqual([
      ['CNY', '2026-11-24', 66.4],
      ['USD', '2026-11-25', 482.25],
    ]);
    expect(history.map((rate) => rate.rateDate)).toEqual([
      '2026-11-25',
      '2026-11-24',
      '2026-11-20',
    ]);
    expect(await currentRates(ctx.database.db)).toEqual(
      new Map([
        ['CNY', 66.4],
        ['USD', 482.25],
      ]),
    );
  });

  it('corrects a day’s rate in place and audits what it was', async () => {
    const eur = { currency: 'EUR', rateDate: '2026-11-26' };
    const response = await put(admin, { currency: 'EUR', rateDate: '2026-11-26', rateToKzt: 500 });
    expect(response.statusCode).toBe(200);
    const corrected = await put(admin, {
      currency: 'EUR',
      rateDate: '2026-11-26',
      rateToKzt: 505.1,
    });
    expect(corrected.json<ExchangeRate>()).toMatchObject({ currency: 'EUR', rateToKzt: 505.1 });
    const rows = await ctx.database.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'EUR'));
    expect(rows).toHaveLength(1);
    const audits = await ctx.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'exchange_rate'), eq(auditLog.entityId, rows[0]!.id)))
      .orderBy(auditLog.createdAt);
    expect(audits).toEqual([
      { action: 'exchange_rate.set', before: null, after: { ...eur, rateToKzt: 500 } },
      {
        action: 'exchange_rate.corrected',
        before: { rateToKzt: 500 },
        after: { ...eur, rateToKzt: 505.1 },
      },
    ]);
  });

  it('lets only the admin set a rate', async () => {
    const response = await put(carrier, { currency: 'RUB', rateDate: '2026-11-26', rateToKzt: 6 });
    expect(response.statusCode).toBe(403);
  });

  it('refuses tenge, a future day and a rate that is not positive, storing nothing', async () => {
    const response = await put(admin, { currency: 'KZT', rateDate: '2999-01-01', rateToKzt: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({
      currency: 'validation.invalid',
      rateDate: 'validation.dateInFuture',
      rateToKzt: 'validation.mustBePositive',
    });
    const rub = await ctx.database.db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, 'RUB'));
    expect(rub).toEqual([]);
  });
});
