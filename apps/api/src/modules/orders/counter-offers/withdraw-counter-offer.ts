import { NotificationType, OrderAction, type OrderResponseView } from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeCounterOffer } from '../core/order-notices.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { announceResponseChange } from '../core/response-repo.js';
import { loadResponseView } from '../core/response-view.js';
import {
  counterOfferReference,
  requireCounterOffer,
  requireOwnersResponse,
} from './counter-offer-access.js';
import { closeOpenCounterOffer } from './counter-offer-repo.js';

/**
 * The owner side takes back its OPEN counter-offer, judged as making one is; it may counter
 * again afterwards. Racing the carrier's answer, one of the two finds the offer closed (409).
 */
export function withdrawCounterOffer(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  ids: { orderId: string; responseId: string; offerId: string },
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, ids.orderId, {
    action: OrderAction.ACCEPT_RESPONSE,
    permission: 'counter_offer:response:party',
    meta,
    lock: 'share',
    async read(tx, { access }) {
      const response = await requireOwnersResponse(tx, access, ids.responseId);
      return { response, offer: await requireCounterOffer(tx, response.id, ids.offerId) };
    },
    async change(tx, { caller, access, read: { response, offer }, audit }) {
      const closed = await closeOpenCounterOffer(tx, offer.id, 'WITHDRAWN', caller.id);
      if (!closed) throw new AppError('COUNTER_OFFER_NOT_OPEN');
      await audit('counter_offer.withdrawn', {
        before: { ...counterOfferReference(response, offer), counterOfferStatus: offer.status },
        after: { ...counterOfferReference(response, offer), counterOfferStatus: closed.status },
      });
      await announceResponseChange(tx, response.id);
      await noticeCounterOffer(tx, access.order, response.carrierCompanyId, {
        type: NotificationType.COUNTER_OFFER_WITHDRAWN,
        companyName: caller.companyName,
        price: closed.price,
        currency: closed.currency,
      });
      return { result: response.id };
    },
    view: (db, _caller, { result }) => loadResponseView(db, result),
  });
}
