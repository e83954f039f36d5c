import type { DbExecutor } from '../../db/client.js';
import { readsOrderDocuments } from '../../platform/access/record-scopes.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { notFound } from '../../platform/errors/app-error.js';
import {
  loadOrderCaller,
  requireVisibleOrder,
  type OrderAccess,
  type OrderCaller,
} from '../orders/core/order-access.js';

/**
 * The order's documents are read like the order, by its parties only (`readsOrderDocuments`):
 * a carrier that responded but was not chosen sees the order, not its contract. Anyone else
 * gets 404.
 */
export async function requireDocumentReader(
  db: DbExecutor,
  actor: AuthUser,
  orderId: string,
): Promise<{ caller: OrderCaller; access: OrderAccess }> {
  const caller = await loadOrderCaller(db, actor);
  const access = await requireVisibleOrder(db, caller, orderId);
  if (!readsOrderDocuments(access.party)) throw notFound();
  return { caller, access };
}
