import {
  OrderAction,
  orderActionPermission,
  paymentDiffersFromPrice,
  TripStep,
  ValidationMessage,
  type SendPaymentRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { findLatestReceipt } from './order-file-repo.js';
import { findSelectedResponse, insertPayment } from './payment-repo.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { insertTripStep } from './step-repo.js';
import { loadTripView } from './trip-view.js';

/**
 * The forwarder side sends the payment after delivery (SEND_PAYMENT): the latest receipt must
 * be attached and not rejected, and no problem may await the CB (the state machine's guards).
 * The amount and currency are recorded with the receipt; paying other than the agreed price
 * (the selected carrier's offer, as in the contract) needs a comment.
 */
export async function sendPayment(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: SendPaymentRequest,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(OrderAction.SEND_PAYMENT));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const mails = await db.transaction(async (tx) => {
    const access = await requireVisibleOrder(tx, caller, orderId, 'update');
    const { order } = access;
    const check = assertOrderAction(caller, access, OrderAction.SEND_PAYMENT);
    if (order.version !== request.version) throw new AppError('VERSION_CONFLICT');
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
    const status = statusAfter(check, order.status);
    await moveOrderStatus(tx, orderId, order.version, status);
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId,
      action: 'payment.sent',
      before: { status: order.status },
      after: {
        status,
        amount: request.amount,
        currency: request.currency,
        ...(comment ? { comment } : {}),
      },
      meta,
    });
    return noticeSettlementEvent(tx, order, [order.selectedCarrierCompanyId], {
      kind: 'paymentSent',
      amount: request.amount,
      currency: request.currency,
    });
  });
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
