import { OrderAction, type OrderResponseUpdate, type OrderResponseView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { changedFields } from '../core/order-audit.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { updateResponseIfCurrent } from '../core/response-repo.js';
import { requireOwnResponse, responseEligibility } from './response-access.js';
import { loadResponseView } from '../core/response-view.js';

/** The responding company changes its active response, at the version it read. */
export function updateResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: OrderResponseUpdate,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.EDIT_RESPONSE,
    meta,
    lock: 'share',
    version: request.version,
    async read(tx, { caller, access: visible }) {
      const { response, access } = await requireOwnResponse(tx, caller, visible, responseId);
      const { input } = await responseEligibility(tx, caller, request);
      return { response, access, input };
    },
    versionOf: ({ read: { response } }) => response.version,
    async change(tx, { read: { response }, audit }) {
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
      await audit('response.updated', {
        before: { ...reference, ...changes.before },
        after: { ...reference, ...changes.after },
      });
      return { result: after };
    },
    // The audit needed the changed response's view; it is the answer too.
    view: (_db, _caller, { result: after }) => Promise.resolve(after),
  });
}
