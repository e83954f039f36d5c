import { platformToday, type ForeignCurrency } from '@freight/shared';
import { exchangeRates } from '../db/schema.js';
import { setExchangeRate } from '../modules/exchange-rates/exchange-rates.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { demoSessions } from './demo-sessions.js';

const SEED_META = { ip: '127.0.0.1', userAgent: 'demo seed' };

/** Tenge per unit, about the National Bank's rates of late 2026, the day before and today. */
const DEMO_RATES: readonly [ForeignCurrency, number, number][] = [
  ['USD', 481.62, 482.25],
  ['EUR', 519.4, 520.07],
  ['RUB', 5.93, 5.95],
  ['CNY', 66.31, 66.42],
  ['UZS', 0.0397, 0.0398],
  ['KGS', 5.52, 5.53],
];

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The admin's rates of yesterday and today (issue 31): the price floor of a demo saved search
 * in dollars is compared with loads in tenge at today's. Seeds once.
 */
export async function seedDemoExchangeRates(deps: ServiceDeps): Promise<boolean> {
  const [existing] = await deps.db.select().from(exchangeRates).limit(1);
  if (existing) return false;
  const admin = (await demoSessions(deps.db, ['admin@demo.kz'])).get('admin@demo.kz');
  if (!admin) return false;
  const today = platformToday();
  for (const [currency, yesterdayRate, todayRate] of DEMO_RATES) {
    for (const [rateDate, rateToKzt] of [
      [dayBefore(today), yesterdayRate],
      [today, todayRate],
    ] as const) {
      await setExchangeRate(deps, admin, { currency, rateDate, rateToKzt }, SEED_META);
    }
  }
  return true;
}
