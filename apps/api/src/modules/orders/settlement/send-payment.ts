import {
  OrderAction,
  paymentDiffersFromPrice,
  TripStep,
  ValidationMessage,
  type SendPaymentRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { findLatestReceipt } from '../trip/order-file-repo.js';
import { findSelectedResponse, insertPayment } from './payment-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { insertTripStep } from '../trip/step-repo.js';
import { loadTripView } from '../trip/trip-view.js';

/**
 * The forwarder side sends the payment after delivery (SEND_PAYMENT): the latest receipt must
 * be attached and not rejected, and no problem may await the CB (the state machine's guards).
 * The amount and currency are recorded with the receipt; paying other than the agreed price
 * (the selected carrier's offer, as in the contract) needs a comment.
 */
export function sendPayment(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: SendPaymentRequest,
  meta: RequestMeta,
): Promise<TripView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.SEND_PAYMENT,
    meta,
    version: request.version,
    async change(tx, { caller, access: { order }, status, moveStatus, audit }) {
      const receipt = await findLatestReceipt(tx, orderId);
      if (!receipt) throw new AppError('RECEIPT_REQUIRED');
      const offer = order.selectedResponseId
        ? await findSelectedResponse(tx, order.selectedResponseId)
        : null;
      const agreed = offer ?? { price: order.price, currency: order.currency };
      const comment = request.comment ?? null;
      if (paymentDiffersFromPrice(agreed, request) && !comment) {
        throw new AppError('PAYMENT_COMMENT_REQUIRED', {
          fields: { comment: ValidationMessage.PAYMENT_COMMENT_REQUIRED },
        });
      }
      await insertPayment(tx, {
        orderId,
        receiptOrderFileId: receipt.id,
        amount: request.amount,
        currency: request.currency,
        comment,
        sentBy: caller.id,
      });
      await insertTripStep(tx, {
        orderId,
        step: TripStep.PAYMENT_SENT,
        actualAt: new Date(),
        recordedBy: caller.id,
      });
      await moveStatus();
      await audit('payment.sent', {
        before: { status: order.status },
        after: {
          status,
          amount: request.amount,
          currency: request.currency,
          ...(comment ? { comment } : {}),
        },
      });
      const mails = await noticeSettlementEvent(tx, order, [order.selectedCarrierCompanyId], {
        kind: 'paymentSent',
        amount: request.amount,
        currency: request.currency,
      });
      return { mails };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
