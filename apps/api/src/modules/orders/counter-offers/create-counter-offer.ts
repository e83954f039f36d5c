import {
  NotificationType,
  OrderAction,
  type CounterOfferRequest,
  type OrderResponseView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeCounterOffer } from '../core/order-notices.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { announceResponseChange } from '../core/response-repo.js';
import { loadResponseView } from '../core/response-view.js';
import { counterOfferReference, requireOwnersResponse } from './counter-offer-access.js';
import { insertCounterOffer } from './counter-offer-repo.js';

/**
 * The owner side answers an ACTIVE response with a counter-price (issue 32). It is judged as
 * accepting that response would be (the owner side, a published order without a choice yet):
 * a counter-offer is a step towards that acceptance. The partial unique index keeps one OPEN
 * counter-offer per response, even when two of the forwarder's people counter at once.
 */
export function createCounterOffer(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  responseId: string,
  request: CounterOfferRequest,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.ACCEPT_RESPONSE,
    permission: 'counter_offer:response:party',
    meta,
    lock: 'share',
    read: async (tx, { access }) => ({
      response: await requireOwnersResponse(tx, access, responseId),
    }),
    async change(tx, { caller, access, read: { response }, audit }) {
      if (response.status !== 'ACTIVE') throw new AppError('RESPONSE_NOT_ACTIVE');
      const offer = await insertCounterOffer(tx, {
        responseId: response.id,
        price: request.price,
        currency: request.currency ?? response.currency,
        comment: request.comment || null,
        createdBy: caller.id,
      });
      await audit('counter_offer.created', {
        after: {
          ...counterOfferReference(response, offer),
          price: offer.price,
          currency: offer.currency,
          comment: offer.comment,
          counterOfferStatus: offer.status,
        },
      });
      await announceResponseChange(tx, response.id);
      await noticeCounterOffer(tx, access.order, response.carrierCompanyId, {
        type: NotificationType.COUNTER_OFFER_RECEIVED,
        companyName: caller.companyName,
        price: offer.price,
        currency: offer.currency,
      });
      return { result: response.id };
    },
    view: (db, _caller, { result }) => loadResponseView(db, result),
  });
}
