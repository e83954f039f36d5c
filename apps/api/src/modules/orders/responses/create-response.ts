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
  return db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'share');
    const { input, driver, vehicle } = await responseEligibility(tx, caller, request);
    assertOrderAction(caller, access, OrderAction.RESPOND, input);
    const carrierCompanyId = caller.companyId ?? '';
    const response = await insertResponse(tx, {
      orderId,
      carrierCompanyId,
      driverId: request.driverId,
      vehicleId: request.vehicleId,
      price: request.price,
      currency: request.currency,
      comment: request.comment || null,
      createdBy: caller.id,
    });
    const view = await loadResponseView(tx, response.id);
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.created',
      after: {
        responseId: response.id,
        carrierCompanyId,
        carrier: view.carrier.name,
        driver: driver ? driverFullName(driver) : null,
        vehicle: vehicle?.plateNumber ?? null,
        price: response.price,
        currency: response.currency,
        comment: response.comment,
        responseStatus: response.status,
      },
      meta,
    });
    await noticeResponseReceived(tx, access.order, view.carrier.name);
    return view;
  });
}
