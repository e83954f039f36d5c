import {
  parseRatesCsv,
  RATES_CSV_PROBLEMS_LISTED,
  type ExchangeRate,
  type ExchangeRateList,
  type ExchangeRatesImport,
  type ExchangeRatesImportResult,
  type RatesToKzt,
  type exchangeRateFormSchema,
} from '@freight/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import {
  findLatestRates,
  findRecentRates,
  lockRatesBetween,
  upsertRate,
  upsertRates,
  type ExchangeRateRow,
  type ImportedRate,
} from './repo.js';

/** How many of the rates set last the admin's page shows. */
const HISTORY_LENGTH = 30;

function toExchangeRate(row: ExchangeRateRow): ExchangeRate {
  return {
    currency: row.currency,
    rateDate: row.rateDate,
    rateToKzt: row.rateToKzt,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The rates prices are compared at: every currency's latest (issue 31's matching). */
export async function currentRates(db: DbExecutor): Promise<RatesToKzt> {
  const rows = await findLatestRates(db);
  return new Map(rows.map((row) => [row.currency, row.rateToKzt]));
}

export async function listExchangeRates(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
): Promise<ExchangeRateList> {
  assertPermission(actor, 'read:exchange_rate:any');
  const [latest, history] = await Promise.all([
    findLatestRates(db),
    findRecentRates(db, HISTORY_LENGTH),
  ]);
  return { latest: latest.map(toExchangeRate), history: history.map(toExchangeRate) };
}

/** The admin sets a currency's rate of a day (a correction replaces it); audited. */
export async function setExchangeRate(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  form: z.output<typeof exchangeRateFormSchema>,
  meta: RequestMeta,
): Promise<ExchangeRate> {
  assertPermission(actor, 'manage:exchange_rate:any');
  return db.transaction(async (tx) => {
    const { previous, row } = await upsertRate(tx, { ...form, createdBy: actor.id });
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'exchange_rate',
      entityId: row.id,
      action: previous === null ? 'exchange_rate.set' : 'exchange_rate.corrected',
      before: previous === null ? undefined : { rateToKzt: previous },
      after: { currency: form.currency, rateDate: form.rateDate, rateToKzt: form.rateToKzt },
      ip: meta.ip,
    });
    return toExchangeRate(row);
  });
}

/**
 * The admin imports the National Bank's rates from a CSV (issue 32): every line right, or
 * nothing written (EXCHANGE_RATES_CSV_INVALID, the wrong lines in `details`). A rate of a day
 * already kept is replaced when it differs; one audit row names the import, and holds every
 * rate it replaced with its former value.
 */
export async function importExchangeRates(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  request: ExchangeRatesImport,
  meta: RequestMeta,
): Promise<ExchangeRatesImportResult> {
  assertPermission(actor, 'manage:exchange_rate:any');
  const parsed = parseRatesCsv(request.csv);
  if (parsed.problems.length > 0) {
    throw new AppError('EXCHANGE_RATES_CSV_INVALID', {
      details: Object.fromEntries(
        parsed.problems
          .slice(0, RATES_CSV_PROBLEMS_LISTED)
          .map((problem) => [String(problem.line), problem.message]),
      ),
    });
  }
  const rates: ImportedRate[] = parsed.rates.map(({ currency, rateDate, rateToKzt }) => ({
    currency,
    rateDate,
    rateToKzt,
  }));
  const dates = rates.map((rate) => rate.rateDate).sort();
  return db.transaction(async (tx) => {
    const currencies = [...new Set(rates.map((rate) => rate.currency))];
    const kept = await lockRatesBetween(tx, currencies, dates[0] ?? '', dates.at(-1) ?? '');
    const keptRate = new Map(kept.map((rate) => [`${rate.currency} ${rate.rateDate}`, rate]));
    const created: ImportedRate[] = [];
    const corrected: { rate: ImportedRate; from: number }[] = [];
    for (const rate of rates) {
      const before = keptRate.get(`${rate.currency} ${rate.rateDate}`);
      if (!before) created.push(rate);
      else if (before.rateToKzt !== rate.rateToKzt)
        corrected.push({ rate, from: before.rateToKzt });
    }
    const written = [...created, ...corrected.map(({ rate }) => rate)];
    await upsertRates(tx, written, actor.id);
    const result = {
      created: created.length,
      corrected: corrected.length,
      unchanged: rates.length - written.length,
      skipped: parsed.skipped,
    };
    await recordAudit(tx, {
      actorUserId: actor.id,
      entityType: 'exchange_rate_import',
      entityId: randomUUID(),
      action: 'exchange_rates.imported',
      before:
        corrected.length > 0
          ? { corrected: corrected.map(({ rate, from }) => ({ ...rate, from })) }
          : undefined,
      after: result,
      ip: meta.ip,
    });
    return result;
  });
}
