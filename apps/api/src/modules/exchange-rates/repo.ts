import type { Currency } from '@freight/shared';
import { and, between, desc, inArray, sql } from 'drizzle-orm';
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

/** A rate as an import writes it. */
export interface ImportedRate {
  currency: Currency;
  rateDate: string;
  rateToKzt: number;
}

/**
 * The rates kept of the currencies and days an import covers, locked until its transaction
 * ends, so that what it reports as new, corrected or unchanged is what it wrote.
 */
export async function lockRatesBetween(
  db: DbExecutor,
  currencies: readonly Currency[],
  from: string,
  to: string,
): Promise<ImportedRate[]> {
  if (currencies.length === 0) return [];
  return db
    .select({
      currency: exchangeRates.currency,
      rateDate: exchangeRates.rateDate,
      rateToKzt: exchangeRates.rateToKzt,
    })
    .from(exchangeRates)
    .where(
      and(
        inArray(exchangeRates.currency, [...currencies]),
        between(exchangeRates.rateDate, from, to),
      ),
    )
    .for('update');
}

/** Rows per statement of a bulk write: well under PostgreSQL's 65,535 parameters. */
const IMPORT_BATCH = 1_000;

/** Writes the rates, each replacing the one kept of its currency and day. */
export async function upsertRates(
  db: DbExecutor,
  rates: readonly ImportedRate[],
  createdBy: string,
): Promise<void> {
  for (let start = 0; start < rates.length; start += IMPORT_BATCH) {
    await db
      .insert(exchangeRates)
      .values(rates.slice(start, start + IMPORT_BATCH).map((rate) => ({ ...rate, createdBy })))
      .onConflictDoUpdate({
        target: [exchangeRates.currency, exchangeRates.rateDate],
        set: {
          rateToKzt: sql`excluded.rate_to_kzt`,
          createdBy: sql`excluded.created_by`,
          createdAt: sql`now()`,
        },
      });
  }
}
