import type { ServiceDeps } from '../../platform/service-deps.js';
import { seedDemoData } from './demo.js';
import { seedDemoAnalytics } from './demo-analytics.js';
import { seedDemoChat } from './demo-chat.js';
import { seedDemoDocuments } from './demo-documents.js';
import { seedDemoHomepage } from './demo-homepage.js';

/**
 * Every part of the demo, in the order each needs the ones before: accounts, fleet and orders,
 * contracts and trips, the chat on a signed order, the year of history behind the dashboards,
 * the homepage. Each part seeds once; answers whether any part wrote something.
 */
export async function seedAllDemoData(deps: ServiceDeps, verifyUrlBase: string): Promise<boolean> {
  const seeded = await seedDemoData(deps.db);
  const seededDocuments = await seedDemoDocuments(deps, verifyUrlBase);
  const seededChat = await seedDemoChat(deps);
  const seededAnalytics = await seedDemoAnalytics(deps.db);
  const seededHomepage = await seedDemoHomepage(deps);
  return seeded || seededDocuments || seededChat || seededAnalytics || seededHomepage;
}
