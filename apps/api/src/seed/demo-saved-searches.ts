import type { SavedSearchFields } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { orders, savedSearches } from '../db/schema.js';
import { matchPublishedOrder } from '../modules/saved-searches/match-published-order.js';
import { createSavedSearch } from '../modules/saved-searches/saved-searches.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { demoSessions } from './demo-sessions.js';

/**
 * The demo carrier's saved searches (issue 31), with alerts already received: the searches are
 * saved through the service, then the orders already on the board are matched by the same
 * matcher a publication runs, so their matches, badges and bell notifications are the real
 * ones.
 */
const DEMO_SEARCHES: readonly SavedSearchFields[] = [
  {
    name: 'Алматы ↔ Бишкек, рефрижератор',
    origins: ['KZ-75', 'KZ-19'],
    destinations: ['KG'],
    loadingDateFrom: null,
    loadingDateTo: null,
    bodyTypes: ['REFRIGERATOR'],
    weightMinTons: null,
    weightMaxTons: 20,
    volumeMinM3: null,
    volumeMaxM3: null,
    priceMin: null,
    priceCurrency: null,
    emailFrequency: 'DAILY',
    pushEnabled: true,
    language: 'ru',
  },
  {
    name: 'Из Китая через Хоргос',
    origins: ['CN'],
    destinations: ['KZ'],
    loadingDateFrom: null,
    loadingDateTo: null,
    bodyTypes: ['TENT', 'ALL_METAL_VAN'],
    weightMinTons: null,
    weightMaxTons: null,
    volumeMinM3: null,
    volumeMaxM3: null,
    priceMin: 300_000,
    priceCurrency: 'KZT',
    emailFrequency: 'INSTANT',
    pushEnabled: true,
    language: 'ru',
  },
  {
    name: 'Юг → Ташкент',
    origins: ['KZ-79', 'KZ-61'],
    destinations: ['UZ'],
    loadingDateFrom: null,
    loadingDateTo: null,
    bodyTypes: [],
    weightMinTons: null,
    weightMaxTons: null,
    volumeMinM3: null,
    volumeMaxM3: null,
    priceMin: null,
    priceCurrency: null,
    emailFrequency: 'OFF',
    pushEnabled: false,
    language: 'ru',
  },
];

/** Seeds once: nothing when the demo carrier already keeps a search. Answers whether it wrote. */
export async function seedDemoSavedSearches(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'jobs'>,
  publicUrl: string,
): Promise<boolean> {
  const { db } = deps;
  const carrier = (await demoSessions(db, ['carrier@demo.kz'])).get('carrier@demo.kz');
  if (!carrier) return false;
  const kept = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.userId, carrier.id))
    .limit(1);
  if (kept.length > 0) return false;
  for (const fields of DEMO_SEARCHES) await createSavedSearch({ db }, carrier, fields);
  const board = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'PUBLISHED'));
  for (const order of board) {
    await matchPublishedOrder({ ...deps, publicUrl }, order.id);
  }
  return true;
}
