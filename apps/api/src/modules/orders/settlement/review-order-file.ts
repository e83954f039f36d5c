import {
  FileReviewDecision,
  FileReviewStatus,
  OrderAction,
  OrderFileType,
  OrderStatus,
  TripStep,
  type FileReviewRequest,
  type TripView,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError, notFound } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { moveOrderStatus } from '../core/move-order-status.js';
import {
  assertOrderAction,
  orderSideOf,
  type OrderAccess,
  type OrderCaller,
} from '../core/order-access.js';
import { recordOrderAudit } from '../core/order-audit.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { findOrderFile, recordFileReview } from '../trip/order-file-repo.js';
import { findLatestPaymentReceiptId } from './payment-repo.js';
import { companyOfSide } from './order-sides.js';
import { noticeSettlementEvent } from './settlement-notices.js';
import { findCurrentTripSteps, supersedeTripStep } from '../trip/step-repo.js';
import { loadTripView } from '../trip/trip-view.js';

/**
 * The other side accepts or rejects a pending order file (REVIEW_FILE, spec §5: a rejection
 * names the file type and a reason). The file stays either way; a replacement is a new upload.
 * Rejecting the payment's receipt after the payment was sent is also REJECT_RECEIPT: the
 * order returns to DELIVERED, so the forwarder attaches a new receipt and pays again.
 */
export function reviewOrderFile(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  orderFileId: string,
  request: FileReviewRequest,
  meta: RequestMeta,
): Promise<TripView> {
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.REVIEW_FILE,
    meta,
    version: request.version,
    async verify(tx, { access: { party } }) {
      const file = await findOrderFile(tx, orderId, orderFileId);
      if (!file) throw notFound();
      if (orderSideOf(party) === file.side) throw new AppError('FILE_REVIEW_OWN_SIDE');
      if (file.status !== FileReviewStatus.PENDING) throw new AppError('FILE_ALREADY_REVIEWED');
      if (request.fileType !== file.type) throw new AppError('FILE_TYPE_MISMATCH');
      return file;
    },
    // The caller read the file, so its version is the one compared.
    versionOf: ({ verified: file }) => file.version,
    async change(tx, { caller, access, verified: file, audit }) {
      const { order } = access;
      const rejected = request.decision === FileReviewDecision.REJECT;
      const reason = rejected ? (request.reason ?? null) : null;
      const reviewed = await recordFileReview(tx, file.id, request.version, {
        status: rejected ? FileReviewStatus.REJECTED : FileReviewStatus.ACCEPTED,
        reviewedBy: caller.id,
        rejectionReason: reason,
      });
      if (!reviewed) throw new AppError('VERSION_CONFLICT');
      await audit(rejected ? 'file.rejected' : 'file.accepted', {
        before: { status: FileReviewStatus.PENDING },
        after: { fileType: file.type, status: reviewed.status, ...(reason ? { reason } : {}) },
      });
      if (rejected && file.type === OrderFileType.PAYMENT_RECEIPT) {
        await rejectSentReceipt(tx, caller, access, file.id, reason ?? '', meta);
      }
      const mails = await noticeSettlementEvent(
        tx,
        order,
        [companyOfSide(order, file.side)],
        rejected
          ? { kind: 'fileRejected', fileType: file.type, reason: reason ?? '' }
          : { kind: 'fileAccepted', fileType: file.type },
      );
      return { mails };
    },
    view: (db) => loadTripView(db, orderId),
  });
}

/**
 * REJECT_RECEIPT: the receipt of the payment sent (the latest payment's, while PAYMENT_SENT)
 * was rejected. The order goes back to DELIVERED and the PAYMENT_SENT step is undone (its row
 * superseded, kept in the history), so the next payment records the step anew.
 */
async function rejectSentReceipt(
  tx: DbExecutor,
  caller: OrderCaller,
  access: OrderAccess,
  receiptId: string,
  reason: string,
  meta: RequestMeta,
): Promise<void> {
  const { order } = access;
  if (order.status !== OrderStatus.PAYMENT_SENT) return;
  if ((await findLatestPaymentReceiptId(tx, order.id)) !== receiptId) return;
  assertOrderAction(caller, access, OrderAction.REJECT_RECEIPT);
  const steps = await findCurrentTripSteps(tx, order.id);
  const paymentStep = steps.find((row) => row.step === TripStep.PAYMENT_SENT);
  if (paymentStep) await supersedeTripStep(tx, paymentStep.id, new Date());
  await moveOrderStatus(tx, order.id, order.version, OrderStatus.DELIVERED);
  await recordOrderAudit(tx, {
    actorUserId: caller.id,
    orderId: order.id,
    action: 'payment.receipt_rejected',
    before: { status: order.status },
    after: { status: OrderStatus.DELIVERED, reason },
    meta,
  });
}
