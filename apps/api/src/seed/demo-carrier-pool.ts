import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { carrierPoolMembers, orders } from '../db/schema.js';
import { addToCarrierPool } from '../modules/carrier-pool/carrier-pool.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { demoSessions } from './demo-sessions.js';

/** How many carriers of its completed orders the demo forwarder keeps as its own. */
const POOLED_FROM_DEALS = 3;

const SEED_META = { ip: null, userAgent: 'demo seed' };

/**
 * The demo forwarder's own carriers (issue 32): the carriers of its latest completed orders,
 * added from those orders, and the demo carrier by its card — so the carrier's side sees the
 * forwarder among those that list it. Added through the service, as a user would. Seeds once:
 * nothing when the pool holds a carrier already. Answers whether it wrote.
 */
export async function seedDemoCarrierPool(deps: Pick<ServiceDeps, 'db'>): Promise<boolean> {
  const { db } = deps;
  const sessions = await demoSessions(db, ['forwarder@demo.kz', 'carrier@demo.kz']);
  const forwarder = sessions.get('forwarder@demo.kz');
  const carrier = sessions.get('carrier@demo.kz');
  if (!forwarder?.companyId || !carrier?.companyId) return false;
  const kept = await db
    .select({ id: carrierPoolMembers.carrierCompanyId })
    .from(carrierPoolMembers)
    .where(eq(carrierPoolMembers.forwarderCompanyId, forwarder.companyId))
    .limit(1);
  if (kept.length > 0) return false;
  const deals = await db
    .select({ id: orders.id, carrierCompanyId: orders.selectedCarrierCompanyId })
    .from(orders)
    .where(
      and(
        eq(orders.ownerCompanyId, forwarder.companyId),
        eq(orders.status, 'COMPLETED'),
        isNotNull(orders.selectedCarrierCompanyId),
      ),
    )
    .orderBy(desc(orders.updatedAt));
  const pooled = new Set<string>();
  for (const deal of deals) {
    if (pooled.size === POOLED_FROM_DEALS) break;
    if (!deal.carrierCompanyId || pooled.has(deal.carrierCompanyId)) continue;
    await addToCarrierPool(deps, forwarder, { source: 'ORDER', orderId: deal.id }, SEED_META);
    pooled.add(deal.carrierCompanyId);
  }
  if (!pooled.has(carrier.companyId)) {
    await addToCarrierPool(
      deps,
      forwarder,
      { source: 'CARD', carrierCompanyId: carrier.companyId },
      SEED_META,
    );
  }
  return true;
}
