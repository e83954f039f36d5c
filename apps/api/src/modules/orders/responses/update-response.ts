import {
  OrderAction,
  orderActionPermission,
  type OrderResponseUpdate,
  type OrderResponseView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { changedFields, recordOrderAudit } from '../order-audit.js';
import { updateResponseIfCurrent } from './repo.js';
import { requireOwnResponse, responseEligibility } from './response-access.js';
import { loadResponseView } from './response-view.js';

/** The responding company changes its active response, at the version it read. */
export async function updateResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderResponseUpdate,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  assertPermission(actor, orderActionPermission(OrderAction.EDIT_RESPONSE));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const visible = await requireVisibleOrder(tx, caller, orderId, 'share');
    const { response, access } = await requireOwnResponse(tx, caller, visible, responseId);
    const { input } = await responseEligibility(tx, caller, request);
    assertOrderAction(caller, access, OrderAction.EDIT_RESPONSE, input);
    if (response.version !== request.version) throw new AppError('VERSION_CONFLICT');

    const before = await loadResponseView(tx, response.id);
    const updated = await updateResponseIfCurrent(
      tx,
      response.id,
      { version: request.version, status: 'ACTIVE' },
      {
        driverId: request.driverId,
        vehicleId: request.vehicleId,
        price: request.price,
        currency: request.currency,
        comment: request.comment || null,
      },
    );
    if (!updated) throw new AppError('VERSION_CONFLICT');
    const after = await loadResponseView(tx, response.id);
    const summary = (view: typeof before) => ({
      driver: view.driver.name,
      vehicle: view.vehicle.plateNumber,
      price: view.price,
      currency: view.currency,
      comment: view.comment,
    });
    const changes = changedFields(summary(before), summary(after));
    const reference = { responseId: response.id, carrierCompanyId: response.carrierCompanyId };
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.updated',
      before: { ...reference, ...changes.before },
      after: { ...reference, ...changes.after },
      meta,
    });
    return after;
  });
}
