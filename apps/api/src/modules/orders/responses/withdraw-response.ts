import {
  OrderAction,
  orderActionPermission,
  type OrderResponseView,
  type OrderVersionRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { assertPermission } from '../../../platform/auth/guard.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { assertOrderAction, loadOrderCaller, requireVisibleOrder } from '../order-access.js';
import { recordOrderAudit } from '../order-audit.js';
import { updateResponseIfCurrent } from './repo.js';
import { requireOwnResponse } from './response-access.js';
import { loadResponseView } from './response-view.js';

/** The responding company takes its active response back before a choice is made. */
export async function withdrawResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  assertPermission(actor, orderActionPermission(OrderAction.WITHDRAW_RESPONSE));
  const caller = await loadOrderCaller(db, actor);
  return db.transaction(async (tx) => {
    const visible = await requireVisibleOrder(tx, caller, orderId, 'share');
    const { response, access } = await requireOwnResponse(tx, caller, visible, responseId);
    assertOrderAction(caller, access, OrderAction.WITHDRAW_RESPONSE);
    if (response.version !== request.version) throw new AppError('VERSION_CONFLICT');
    const updated = await updateResponseIfCurrent(
      tx,
      response.id,
      { version: request.version, status: 'ACTIVE' },
      { status: 'WITHDRAWN' },
    );
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'response.withdrawn',
      before: {
        responseId: response.id,
        carrierCompanyId: response.carrierCompanyId,
        responseStatus: response.status,
      },
      after: {
        responseId: response.id,
        carrierCompanyId: response.carrierCompanyId,
        responseStatus: updated.status,
      },
      meta,
    });
    return loadResponseView(tx, response.id);
  });
}
