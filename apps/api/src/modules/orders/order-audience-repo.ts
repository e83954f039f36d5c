import { and, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { orderResponses, orders } from '../../db/schema.js';

/** An order and one company party to it. */
export interface OrderParty {
  orderId: string;
  companyId: string;
}

/**
 * Which of `companyIds` are parties to which of `orderIds`: the order's owner, its selected
 * carrier, and every carrier that responded to it (whatever became of the response). One
 * query; the caller narrows `companyIds` to the companies it cares about (those with a socket
 * open here), so the answer stays small however many parties an order has.
 */
export async function partiesAmong(
  db: DbExecutor,
  orderIds: readonly string[],
  companyIds: readonly string[],
): Promise<OrderParty[]> {
  if (orderIds.length === 0 || companyIds.length === 0) return [];
  const ids = [...orderIds];
  const companies = [...companyIds];
  const owners = db
    .select({ orderId: orders.id, companyId: orders.ownerCompanyId })
    .from(orders)
    .where(and(inArray(orders.id, ids), inArray(orders.ownerCompanyId, companies)));
  const selectedCarriers = db
    // Not null here: the condition below only matches orders with a selected carrier.
    .select({ orderId: orders.id, companyId: sql<string>`${orders.selectedCarrierCompanyId}` })
    .from(orders)
    .where(and(inArray(orders.id, ids), inArray(orders.selectedCarrierCompanyId, companies)));
  const responders = db
    .select({ orderId: orderResponses.orderId, companyId: orderResponses.carrierCompanyId })
    .from(orderResponses)
    .where(
      and(
        inArray(orderResponses.orderId, ids),
        inArray(orderResponses.carrierCompanyId, companies),
      ),
    );
  return owners.union(selectedCarriers).union(responders);
}
