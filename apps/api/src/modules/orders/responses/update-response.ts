import { OrderAction, type OrderResponseUpdate, type OrderResponseView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { changedFields } from '../core/order-audit.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { hasOpenCounterOffer, updateResponseIfCurrent } from '../core/response-repo.js';
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
      // A price the forwarder is countering stays put until the carrier answers the offer
      // (issue 32): refusing the edit keeps the thread's meaning plain, where withdrawing the
      // offer silently would change the forwarder's proposal behind its back.
      const priceChanged =
        request.price !== response.price || request.currency !== response.currency;
      if (priceChanged && (await hasOpenCounterOffer(tx, response.id))) {
        throw new AppError('COUNTER_OFFER_OPEN');
      }
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
