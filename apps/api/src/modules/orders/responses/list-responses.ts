import { OrderParty, type OrderResponseView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { isCarrierParty, loadOrderCaller, requireVisibleOrder } from '../core/order-access.js';
import { responsesOfOrder } from '../core/response-repo.js';
import { loadResponseViews } from '../core/response-view.js';

/**
 * The responses to an order: all of them for the owner side and platform staff, a carrier's
 * own for a carrier. Another forwarder gets 404, like for the order itself.
 */
export async function listResponses(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
): Promise<OrderResponseView[]> {
  assertPermission(actor, 'read:order:party');
  const caller = await loadOrderCaller(db, actor);
  const { order, party } = await requireVisibleOrder(db, caller, orderId);
  if (isCarrierParty(party)) {
    return loadResponseViews(db, responsesOfOrder(order.id, caller.companyId ?? ''));
  }
  return party === OrderParty.OWNER_COMPANY || party === OrderParty.PLATFORM
    ? loadResponseViews(db, responsesOfOrder(order.id))
    : [];
}
