import { addCalendarDays, platformToday } from '@freight/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { carrierPoolMembers, orders } from '../db/schema.js';
import { addToCarrierPool } from '../modules/carrier-pool/carrier-pool.js';
import { createOrder } from '../modules/orders/create-order.js';
import { ORDER_PUBLISHED_JOB } from '../modules/orders/publication/order-publication.js';
import type { AuthUser } from '../platform/auth/access-token.js';
import type { ServiceDeps } from '../platform/service-deps.js';
import { route, tent } from './demo-order-forms.js';
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
export async function seedDemoCarrierPool(
  deps: Pick<ServiceDeps, 'db' | 'jobs'>,
): Promise<boolean> {
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
  await publishDemoPooledOrders(deps, forwarder);
  return true;
}

/**
 * Two loads offered to the forwarder's own carriers (issue 32): one for a day before the
 * whole board sees it (its opening job is queued like any publication's), one to them only.
 * The demo carrier, in the pool, sees both and is told of them; other carriers see neither.
 */
async function publishDemoPooledOrders(
  deps: Pick<ServiceDeps, 'db' | 'jobs'>,
  forwarder: AuthUser,
): Promise<void> {
  const today = platformToday();
  const stages = [
    { publicationStage: 'POOL', poolHours: 24, to: 'karaganda', price: 520_000 },
    { publicationStage: 'POOL_ONLY', poolHours: null, to: 'shymkent', price: 610_000 },
  ] as const;
  for (const [index, stage] of stages.entries()) {
    await createOrder(
      deps,
      forwarder,
      {
        ...tent,
        saveMode: 'PUBLISH',
        publicationStage: stage.publicationStage,
        poolHours: stage.poolHours,
        plannedLoadingDate: addCalendarDays(today, 3 + index),
        plannedUnloadingDate: addCalendarDays(today, 5 + index),
        price: stage.price,
        currency: 'KZT',
        cargoName: index === 0 ? 'Стройматериалы на паллетах' : 'Оборудование для цеха',
        cargoWeightTons: 18,
        cargoVolumeM3: 76,
        seats: 30,
        route: route('almaty', stage.to),
      },
      SEED_META,
    );
  }
  deps.jobs.wake(ORDER_PUBLISHED_JOB);
}
