import type { Currency } from '@freight/shared';
import { desc, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { exchangeRates } from '../../db/schema.js';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** The latest rate of each currency. */
export function findLatestRates(db: DbExecutor): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRates.currency])
    .from(exchangeRates)
    .orderBy(exchangeRates.currency, desc(exchangeRates.rateDate));
}

/** The rates set last, newest day first. */
export function findRecentRates(db: DbExecutor, limit: number): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.rateDate), exchangeRates.currency)
    .limit(limit);
}

/**
 * Sets a currency's rate of a day, replacing the one set before; answers the replaced rate
 * (null when there was none) for the audit.
 */
export async function upsertRate(
  db: DbExecutor,
  rate: { currency: Currency; rateDate: string; rateToKzt: number; createdBy: string },
): Promise<{ previous: number | null; row: ExchangeRateRow }> {
  const [before] = await rawRows<{ rate: number }>(
    db,
    sql`select rate_to_kzt::float8 as rate from exchange_rates
         where currency = ${rate.currency} and rate_date = ${rate.rateDate} for update`,
  );
  const [row] = await db
    .insert(exchangeRates)
    .values(rate)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.rateDate],
      set: { rateToKzt: rate.rateToKzt, createdBy: rate.createdBy, createdAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('exchange rate not written');
  return { previous: before?.rate ?? null, row };
}
