import { OrderAction, type OrderResponseRequest, type OrderResponseView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeResponseReceived } from '../core/order-notices.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { recordFirstResponse } from '../core/response-repo.js';
import { responseEligibility } from './response-access.js';
import { loadResponseView } from '../core/response-view.js';
import { recordResponse } from './record-response.js';

/**
 * A carrier or logistician responds to a published order with its own eligible driver, its
 * own vehicle, a price and a currency. The order row is share-locked, so an acceptance cannot
 * slip in between the check and the insert; the partial unique index keeps one open response
 * per company even when two of its people respond at once.
 */
export function createResponse(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderResponseRequest,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.RESPOND,
    meta,
    lock: 'share',
    // The company's own driver and vehicle are read before the transaction, which then holds
    // the order's lock for four statements only (issue 11); the checks read the same rows
    // either way, as nothing locks the fleet.
    prepare: ({ db, caller }) => responseEligibility(db, caller, request),
    input: (eligibility) => eligibility.input,
    async change(tx, { caller, access, prepared, audit }) {
      const inserted = await recordResponse(tx, {
        caller,
        fields: {
          orderId,
          driverId: request.driverId,
          vehicleId: request.vehicleId,
          price: request.price,
          currency: request.currency,
          comment: request.comment || null,
        },
        fleet: prepared,
        audit,
      });
      await noticeResponseReceived(tx, access.order, caller.companyName);
      return { result: { id: inserted.id, createdAt: inserted.createdAt } };
    },
    // Once the locks are gone: the order's first response noted (`recordFirstResponse` says
    // why not before), and the view with the carrier's trust figures.
    async view(db, _caller, { result: response }) {
      await recordFirstResponse(db, orderId, response.createdAt);
      return loadResponseView(db, response.id);
    },
  });
}
