import {
  DocumentKind,
  OrderAction,
  TripStep,
  type ConfirmDeliveryRequest,
  type TripView,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import {
  prepareConsignmentNote,
  registerConsignmentNote,
} from '../../documents/issue-consignment-note.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { findUserFullName, insertDeliveryConfirmation } from './step-repo.js';
import { noticeDeliveryConfirmed } from './trip-notices.js';
import { loadTripTimes } from './trip-times.js';
import { loadTripView } from './trip-view.js';

/**
 * The forwarder side confirms receipt of the goods once, after delivery (CONFIRM_DELIVERY),
 * with an optional reservation as on a CMR note. The confirmed consignment note (the note with
 * its goods-receipt box filled) is rendered before the transaction and registered beside the
 * note it confirms; the carrier side is told.
 */
export function confirmDelivery(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  request: ConfirmDeliveryRequest,
  meta: RequestMeta,
): Promise<TripView> {
  const reservation = request.reservation ?? null;
  const confirmedAt = new Date();
  return performOrderAction(deps, actor, orderId, {
    action: OrderAction.CONFIRM_DELIVERY,
    meta,
    version: request.version,
    judgeBeforePrepare: true,
    async prepare({ db, caller, removeOnFailure }) {
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
      removeOnFailure(note.blob);
      return note;
    },
    async change(tx, { caller, access: { order }, prepared: note, moveStatus, audit }) {
      const stored = await insertDeliveryConfirmation(tx, {
        orderId,
        reservation,
        confirmedBy: caller.id,
        confirmedAt,
      });
      if (!stored) throw new AppError('DELIVERY_ALREADY_CONFIRMED');
      await moveStatus();
      const document = await registerConsignmentNote(tx, note, {
        order,
        createdBy: caller.id,
        meta,
      });
      await audit('trip.delivery_confirmed', {
        after: {
          ...(reservation ? { reservation } : {}),
          documentSha256: document.sha256,
        },
      });
      return { mails: await noticeDeliveryConfirmed(tx, order, reservation) };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
