import { OrderAction, type OrderResponseView, type OrderVersionRequest } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { updateResponseIfCurrent } from '../core/response-repo.js';
import { requireOwnResponse } from './response-access.js';
import { loadResponseView } from '../core/response-view.js';

/** The responding company takes its active response back before a choice is made. */
export function withdrawResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderVersionRequest,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.WITHDRAW_RESPONSE,
    meta,
    lock: 'share',
    version: request.version,
    read: (tx, { caller, access }) => requireOwnResponse(tx, caller, access, responseId),
    versionOf: ({ read: { response } }) => response.version,
    async change(tx, { read: { response }, audit }) {
      const updated = await updateResponseIfCurrent(
        tx,
        response.id,
        { version: request.version, status: 'ACTIVE' },
        { status: 'WITHDRAWN' },
      );
      if (!updated) throw new AppError('VERSION_CONFLICT');
      await audit('response.withdrawn', {
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
      });
      return { result: response.id };
    },
    view: (db, _caller, { result }) => loadResponseView(db, result),
  });
}
