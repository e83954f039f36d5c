import {
  DocumentKind,
  OrderAction,
  orderActionPermission,
  TripStep,
  type ConfirmDeliveryRequest,
  type TripView,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keepBlobIfRecorded } from '../../platform/files/upload.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import {
  prepareConsignmentNote,
  registerConsignmentNote,
} from '../documents/issue-consignment-note.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  type OrderCaller,
} from '../orders/order-access.js';
import { recordOrderAudit } from '../orders/order-audit.js';
import { findUserFullName, insertDeliveryConfirmation } from './step-repo.js';
import { noticeDeliveryConfirmed } from './trip-notices.js';
import { loadTripTimes } from './trip-times.js';
import { loadTripView } from './trip-view.js';

async function assertConfirmable(
  db: DbExecutor,
  caller: OrderCaller,
  orderId: string,
  version: number,
  lock?: 'update',
) {
  const access = await requireVisibleOrder(db, caller, orderId, lock);
  assertOrderAction(caller, access, OrderAction.CONFIRM_DELIVERY);
  if (access.order.version !== version) throw new AppError('VERSION_CONFLICT');
  return access;
}

/**
 * The forwarder side confirms receipt of the goods once, after delivery (CONFIRM_DELIVERY),
 * with an optional reservation as on a CMR note. The confirmed consignment note (the note with
 * its goods-receipt box filled) is rendered before the transaction and registered beside the
 * note it confirms; the carrier side is told.
 */
export async function confirmDelivery(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: ConfirmDeliveryRequest,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(OrderAction.CONFIRM_DELIVERY));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const reservation = request.reservation ?? null;
  const confirmedAt = new Date();

  await assertConfirmable(db, caller, orderId, request.version);
  const trip = await loadTripTimes(db, orderId);
  const departure = trip.rows.get(TripStep.LOADING_DEPARTED);
  const note = await prepareConsignmentNote(
    deps,
    orderId,
    DocumentKind.CONFIRMED_CONSIGNMENT_NOTE,
    {
      sealNumber: departure?.sealNumber ?? null,
      takenOverAt: departure?.actualAt ?? confirmedAt,
      receipt: {
        confirmedAt,
        confirmedBy: await findUserFullName(db, caller.id),
        reservation,
      },
      now: confirmedAt,
    },
  );

  const mails = await keepBlobIfRecorded(deps.files, note.blob, () =>
    db.transaction(async (tx) => {
      const { order } = await assertConfirmable(tx, caller, orderId, request.version, 'update');
      const stored = await insertDeliveryConfirmation(tx, {
        orderId,
        reservation,
        confirmedBy: caller.id,
        confirmedAt,
      });
      if (!stored) throw new AppError('DELIVERY_ALREADY_CONFIRMED');
      await moveOrderStatus(tx, orderId, request.version, order.status);
      const document = await registerConsignmentNote(tx, note, {
        order,
        createdBy: caller.id,
        meta,
      });
      await recordOrderAudit(tx, {
        actorUserId: caller.id,
        orderId,
        action: 'trip.delivery_confirmed',
        after: {
          ...(reservation ? { reservation } : {}),
          documentSha256: document.sha256,
        },
        meta,
      });
      return noticeDeliveryConfirmed(tx, order, reservation);
    }),
  );
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
