import { PublicationStage, type OrderStatus } from '@freight/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { carrierPoolMembers, orders } from '../../../db/schema.js';

/** The carrier companies in a forwarder company's pool ("my carriers"). */
export async function findPoolCarrierIds(
  db: DbExecutor,
  forwarderCompanyId: string,
): Promise<string[]> {
  const rows = await db
    .select({ carrierCompanyId: carrierPoolMembers.carrierCompanyId })
    .from(carrierPoolMembers)
    .where(eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId));
  return rows.map((row) => row.carrierCompanyId);
}

/**
 * Opens an order whose pool window has ended to the whole board, if it still waits for that:
 * the condition is the claim, so of two processes running the same job one changes the row
 * and the other finds nothing to do. The window is read against the database's clock, the one
 * the job queue's start time is read against. Answers the order opened, or null.
 */
export async function openPoolWindowIfDue(
  db: DbExecutor,
  orderId: string,
): Promise<{ id: string; status: OrderStatus } | null> {
  const [row] = await db
    .update(orders)
    .set({
      publicationStage: PublicationStage.PUBLIC,
      poolUntil: null,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.publicationStage, PublicationStage.POOL),
        lte(orders.poolUntil, sql`now()`),
      ),
    )
    .returning({ id: orders.id, status: orders.status });
  return row ?? null;
}
