import { addCalendarDays, platformToday, type ForeignCurrency } from '@freight/shared';
import { exchangeRates } from '../db/schema.js';
import { importExchangeRates, setExchangeRate } from '../modules/exchange-rates/exchange-rates.js';
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

/** Days of rates before yesterday's: the price hint converts 90 days of deals at their dates. */
const HISTORY_DAYS = 120;

/**
 * The National Bank's rates of the days before yesterday as the admin imports them (a CSV):
 * a gentle drift around yesterday's rate, the same on every seed.
 */
function historyCsv(today: string): string {
  const lines = ['date;currency;rate'];
  for (let daysAgo = HISTORY_DAYS + 1; daysAgo >= 2; daysAgo -= 1) {
    const rateDate = addCalendarDays(today, -daysAgo);
    for (const [currency, yesterdayRate] of DEMO_RATES) {
      const drift = 1 - 0.03 * (daysAgo / HISTORY_DAYS) + 0.01 * Math.sin(daysAgo / 9);
      lines.push(`${rateDate};${currency};${(yesterdayRate * drift).toFixed(6)}`);
    }
  }
  return lines.join('\n');
}

/**
 * The admin's rates: 120 days imported as the National Bank publishes them, then yesterday's
 * and today's set by hand (issue 31): the price floor of a demo saved search
 * in dollars is compared with loads in tenge at today's. Seeds once.
 */
export async function seedDemoExchangeRates(deps: ServiceDeps): Promise<boolean> {
  const [existing] = await deps.db.select().from(exchangeRates).limit(1);
  if (existing) return false;
  const admin = (await demoSessions(deps.db, ['admin@demo.kz'])).get('admin@demo.kz');
  if (!admin) return false;
  const today = platformToday();
  await importExchangeRates(deps, admin, { csv: historyCsv(today) }, SEED_META);
  for (const [currency, yesterdayRate, todayRate] of DEMO_RATES) {
    for (const [rateDate, rateToKzt] of [
      [addCalendarDays(today, -1), yesterdayRate],
      [today, todayRate],
    ] as const) {
      await setExchangeRate(deps, admin, { currency, rateDate, rateToKzt }, SEED_META);
    }
  }
  return true;
}
