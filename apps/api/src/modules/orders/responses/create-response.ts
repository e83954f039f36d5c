import {
  OrderAction,
  orderActionPermission,
  type OrderResponseRequest,
  type OrderResponseView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { driverFullName } from '../../fleet/drivers/driver-view.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { noticeResponseReceived } from '../order-notices.js';
import { insertResponse } from './repo.js';
import { responseEligibility } from './response-access.js';
import { loadResponseView } from './response-view.js';

/**
 * A carrier or logistician responds to a published order with its own eligible driver, its
 * own vehicle, a price and a currency. The order row is share-locked, so an acceptance cannot
 * slip in between the check and the insert; the partial unique index keeps one open response
 * per company even when two of its people respond at once.
 */
export async function createResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderResponseRequest,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  assertPermission(actor, orderActionPermission(OrderAction.RESPOND));
  const caller = await loadOrderCaller(db, actor);
  // The company's own driver and vehicle are read before the transaction, which then holds
  // the order's lock for four statements only (issue 11); the checks read the same rows
  // either way, as nothing locks the fleet.
  const { input, driver, vehicle } = await responseEligibility(db, caller, request);
  const carrierCompanyId = caller.companyId ?? '';
  const carrierName = caller.companyName;
  const response = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'share');
    assertOrderAction(caller, access, OrderAction.RESPOND, input);
    const inserted = await insertResponse(tx, {
      orderId,
      carrierCompanyId,
      driverId: request.driverId,
      vehicleId: request.vehicleId,
      price: request.price,
      currency: request.currency,
      comment: request.comment || null,
      createdBy: caller.id,
    });
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.created',
      after: {
        responseId: inserted.id,
        carrierCompanyId,
        carrier: carrierName,
        driver: driver ? driverFullName(driver) : null,
        vehicle: vehicle?.plateNumber ?? null,
        price: inserted.price,
        currency: inserted.currency,
        comment: inserted.comment,
        responseStatus: inserted.status,
      },
      meta,
    });
    await noticeResponseReceived(tx, access.order, carrierName);
    return inserted;
  });
  // The view (with the carrier's trust figures) is read once the locks are gone.
  return loadResponseView(db, response.id);
}
