import type {
  ExchangeRate,
  ExchangeRateList,
  RatesToKzt,
  exchangeRateFormSchema,
} from '@freight/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.js';
import { recordAudit } from '../../platform/audit/audit-repo.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { findLatestRates, findRecentRates, upsertRate, type ExchangeRateRow } from './repo.js';

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
