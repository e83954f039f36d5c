import { NotificationType, OrderAction, type OrderResponseView } from '@freight/shared';
import type { Tx } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { noticeCounterOffer } from '../core/order-notices.js';
import { performOrderAction } from '../core/perform-order-action.js';
import {
  announceResponseChange,
  updateResponseIfCurrent,
  type CounterOfferRow,
  type ResponseRow,
} from '../core/response-repo.js';
import { loadResponseView } from '../core/response-view.js';
import { requireOwnResponse } from '../responses/response-access.js';
import { counterOfferReference, requireCounterOffer } from './counter-offer-access.js';
import { closeOpenCounterOffer } from './counter-offer-repo.js';

export interface CounterOfferIds {
  orderId: string;
  responseId: string;
  offerId: string;
}

type Answer = 'ACCEPTED' | 'DECLINED';

/**
 * The carrier accepts the OPEN counter-offer on its own response: the response takes the
 * offer's price and currency (a new version of it); the order stays published, and the owner
 * side accepts the response as before, now at the agreed price.
 */
export function acceptCounterOffer(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  ids: CounterOfferIds,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return answerCounterOffer(deps, actor, ids, meta, 'ACCEPTED');
}

/** The carrier declines the OPEN counter-offer; its response stays as it was. */
export function declineCounterOffer(
  deps: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  ids: CounterOfferIds,
  meta: RequestMeta,
): Promise<OrderResponseView> {
  return answerCounterOffer(deps, actor, ids, meta, 'DECLINED');
}

/**
 * Either answer is judged as withdrawing the response would be: the responding company, its
 * ACTIVE response, a published order without a choice yet (else 409). The offer closes by a
 * conditional update on its being OPEN, so of two answers (or an answer and the forwarder's
 * withdrawal) exactly one wins; the other gets COUNTER_OFFER_NOT_OPEN.
 */
function answerCounterOffer(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  ids: CounterOfferIds,
  meta: RequestMeta,
  answer: Answer,
): Promise<OrderResponseView> {
  return performOrderAction({ db }, actor, ids.orderId, {
    action: OrderAction.WITHDRAW_RESPONSE,
    permission: 'decide_counter_offer:response:party',
    meta,
    lock: 'share',
    async read(tx, { caller, access: visible }) {
      const own = await requireOwnResponse(tx, caller, visible, ids.responseId);
      return { ...own, offer: await requireCounterOffer(tx, own.response.id, ids.offerId) };
    },
    async change(tx, { caller, access, read: { response, offer }, audit }) {
      const closed = await closeOpenCounterOffer(tx, offer.id, answer, caller.id);
      if (!closed) throw new AppError('COUNTER_OFFER_NOT_OPEN');
      const before = {
        ...counterOfferReference(response, offer),
        counterOfferStatus: offer.status,
      };
      const after = { ...counterOfferReference(response, offer), counterOfferStatus: answer };
      if (answer === 'ACCEPTED') {
        const prices = await takeOfferedPrice(tx, response, closed);
        await audit('counter_offer.accepted', {
          before: { ...before, ...prices.before },
          after: { ...after, ...prices.after },
        });
      } else {
        await audit('counter_offer.declined', { before, after });
        // Accepting changed the response itself; declining must say so on its own.
        await announceResponseChange(tx, response.id);
      }
      await noticeCounterOffer(tx, access.order, access.order.ownerCompanyId, {
        type:
          answer === 'ACCEPTED'
            ? NotificationType.COUNTER_OFFER_ACCEPTED
            : NotificationType.COUNTER_OFFER_DECLINED,
        companyName: caller.companyName,
        price: closed.price,
        currency: closed.currency,
      });
      return { result: response.id };
    },
    view: (db, _caller, { result }) => loadResponseView(db, result),
  });
}

/**
 * The response at the offered price, conditionally on its still being ACTIVE: withdrawn or
 * decided meanwhile, the transaction rolls back and the offer stays OPEN (409).
 */
async function takeOfferedPrice(tx: Tx, response: ResponseRow, offer: CounterOfferRow) {
  const updated = await updateResponseIfCurrent(
    tx,
    response.id,
    { status: 'ACTIVE' },
    { price: offer.price, currency: offer.currency },
  );
  if (!updated) throw new AppError('RESPONSE_NOT_ACTIVE');
  return {
    before: { price: response.price, currency: response.currency },
    after: { price: updated.price, currency: updated.currency },
  };
}
