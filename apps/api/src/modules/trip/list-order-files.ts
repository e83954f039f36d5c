import { OrderParty, type OrderFileView } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { notFound } from '../../platform/errors/app-error.js';
import type { ServiceDeps } from '../../platform/service-deps.js';
import { loadOrderCaller, requireVisibleOrder } from '../orders/order-access.js';
import { loadOrderFileViews } from './order-file-view.js';

/** Who sees an order's files: its two parties and platform staff; anyone else gets 404. */
const FILE_READERS: readonly OrderParty[] = [
  OrderParty.OWNER_COMPANY,
  OrderParty.SELECTED_CARRIER,
  OrderParty.PLATFORM,
];

export async function listOrderFiles(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<OrderFileView[]> {
  assertPermission(actor, 'read:order:party');
  const caller = await loadOrderCaller(db, actor);
  const { party } = await requireVisibleOrder(db, caller, orderId);
  if (!FILE_READERS.includes(party)) throw notFound();
  return loadOrderFileViews(db, orderId);
}
