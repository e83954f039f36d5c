import type { ServiceDeps } from '../platform/service-deps.js';
import { seedDemoData } from './demo.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoExchange } from './demo-exchange.js';
import { seedDemoHomepage } from './demo-homepage.js';
import { seedDemoExchangeRates } from './demo-exchange-rates.js';
import { seedDemoSavedSearches } from './demo-saved-searches.js';
import { seedDemoCarrierPool } from './demo-carrier-pool.js';

/**
 * Every part of the demo, in the order each needs the ones before: accounts, fleet and orders,
 * contracts and trips, the chat on a signed order, the year of history behind the dashboards,
 * the homepage, the exchange's rates, the capacity board, the carrier's saved searches with
 * their alerts, and the forwarder's own carriers. Each part seeds once; answers whether any part wrote something.
 */
export async function seedAllDemoData(deps: ServiceDeps, verifyUrlBase: string): Promise<boolean> {
  const seeded = await seedDemoData(deps.db);
  const seededDocuments = await seedDemoDocuments(deps, verifyUrlBase);
  const seededChat = await seedDemoChat(deps);
  const seededAnalytics = await seedDemoAnalytics(deps.db);
  const seededHomepage = await seedDemoHomepage(deps);
  const seededRates = await seedDemoExchangeRates(deps);
  // After the year of history: the lane's completed orders stand behind the suggestions.
  const seededExchange = await seedDemoExchange(deps.db);
  // The carrier's saved searches match the board as it is by now (issue 31).
  const seededSearches = await seedDemoSavedSearches(deps, new URL(verifyUrlBase).origin);
  // The forwarder's own carriers, from its completed orders (issue 32).
  const seededPool = await seedDemoCarrierPool(deps);
  return (
    seeded ||
    seededDocuments ||
    seededChat ||
    seededAnalytics ||
    seededHomepage ||
    seededRates ||
    seededExchange ||
    seededSearches ||
    seededPool
  );
}
