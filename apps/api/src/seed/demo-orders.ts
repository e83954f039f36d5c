import { and, eq, gte, like } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notifications, orders } from '../db/schema.js';
import { eligibleFleet } from './demo-fleet.js';
import { createDemoOrders } from './demo-order-forms.js';
import { DEMO_BOARD_ORDERS } from './demo-orders-board.js';
import { seedCarrierSelection } from './demo-orders-carrier-selection.js';
import { seedDeletionRequests } from './demo-orders-deletion.js';
import { demoSessions } from './demo-sessions.js';

/**
 * The demo forwarder's orders, made through the same services the API calls, so every one has
 * its number, audit history and notifications, story by story: a draft and a load board
 * (demo-orders-board.ts), the demo carrier responding and chosen, one order reported to the
 * security service (demo-orders-carrier-selection.ts), one awaiting deletion and one cancelled
 * (demo-orders-deletion.ts).
 */

/**
 * Seeds the demo orders once: skips when the demo forwarder already has orders, so an older
 * data directory gets them on its next start too. Answers whether anything was written.
 */
export async function seedDemoOrders(db: Database): Promise<boolean> {
  const byLogin = await demoSessions(db, [
    'forwarder@demo.kz',
    'employee@demo.kz',
    'carrier@demo.kz',
    'moderator@demo.kz',
  ]);
  const forwarder = byLogin.get('forwarder@demo.kz');
  const employee = byLogin.get('employee@demo.kz');
  const carrier = byLogin.get('carrier@demo.kz');
  const moderator = byLogin.get('moderator@demo.kz');
  if (!forwarder?.companyId || !employee || !carrier?.companyId || !moderator) return false;
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.ownerCompanyId, forwarder.companyId))
    .limit(1);
  if (existing) return false;

  // A minute's margin for a database clock behind this one; nothing else notifies meanwhile.
  const seedingSince = new Date(Date.now() - 60_000);
  try {
    await createDemoOrders(db, { forwarder, employee }, DEMO_BOARD_ORDERS);
    const fleet = await eligibleFleet(db, carrier.companyId);
    await seedCarrierSelection(db, { forwarder, employee, carrier }, fleet);
    await seedDeletionRequests(db, { forwarder, employee, moderator });
  } finally {
    // The services notify as they go; the demo accounts keep the curated notifications of
    // demo.ts instead (their bells open on the welcome), so the seed's own are not kept.
    await db
      .delete(notifications)
      .where(and(gte(notifications.createdAt, seedingSince), like(notifications.type, 'ORDER_%')));
  }
  return true;
}
