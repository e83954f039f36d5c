import { OrderParty, PLATFORM_ROLES, type DocumentListQuery } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { notFound } from '../../platform/errors/app-error.js';
import {
  loadOrderCaller,
  requireVisibleOrder,
  type OrderAccess,
  type OrderCaller,
} from '../orders/order-access.js';
import type { DocumentScope } from './repo.js';

/** The parties that read an order's documents: its two sides and the platform's staff. */
const DOCUMENT_READERS: readonly OrderParty[] = [
  OrderParty.OWNER_COMPANY,
  OrderParty.SELECTED_CARRIER,
  OrderParty.PLATFORM,
];

/**
 * The order's documents are read exactly like the order, by its parties only: a carrier that
 * responded but was not chosen sees the order, not its contract. Anyone else gets 404.
 */
export async function requireDocumentReader(
  db: DbExecutor,
  actor: AuthUser,
  orderId: string,
): Promise<{ caller: OrderCaller; access: OrderAccess }> {
  const caller = await loadOrderCaller(db, actor);
  const access = await requireVisibleOrder(db, caller, orderId);
  if (!DOCUMENT_READERS.includes(access.party)) throw notFound();
  return { caller, access };
}

/** Whose documents a list shows: the caller's company's, or all for the platform's staff. */
export function documentScope(actor: AuthUser, _query?: DocumentListQuery): DocumentScope {
  if (PLATFORM_ROLES.includes(actor.role)) return { everyCompany: true };
  if (!actor.companyId) throw notFound();
  return { companyId: actor.companyId };
}
