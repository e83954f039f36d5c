import {
  DocumentKind,
  OrderAction,
  orderActionPermission,
  TRIP_STEP_OF_ACTION,
  TripStep,
  type CarrierTripAction,
  type TripStepRequest,
  type TripView,
  type UnloadingTripStepRequest,
} from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import { keepBlobIfRecorded } from '../../platform/files/upload.js';
import type { MailMessage } from '../../platform/mail/mailer.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import {
  prepareConsignmentNote,
  registerConsignmentNote,
  type PreparedConsignmentNote,
} from '../documents/issue-consignment-note.js';
import { sendAfterCommit } from '../documents/send-after-commit.js';
import { moveOrderStatus } from '../orders/move-order-status.js';
import {
  assertOrderAction,
  loadOrderCaller,
  requireVisibleOrder,
  statusAfter,
  type OrderCaller,
} from '../orders/order-access.js';
import { recordOrderAudit, type OrderAuditAction } from '../orders/order-audit.js';
import { assertSealRechecked, checkSealAtUnloading } from './seal-check.js';
import { insertTripStep } from './step-repo.js';
import { noticeTripStep } from './trip-notices.js';
import { assertTripTime, loadTripTimes } from './trip-times.js';
import { loadTripView } from './trip-view.js';

const AUDIT_OF_ACTION = {
  START_LOADING: 'trip.loading_started',
  DEPART_LOADING: 'trip.loading_departed',
  START_UNLOADING: 'trip.unloading_started',
  DEPART_UNLOADING: 'trip.delivered',
} as const satisfies Record<CarrierTripAction, OrderAuditAction>;

/** Departure from loading records the seal put on; unloading start the seal found. */
const SEALED_ACTIONS: readonly CarrierTripAction[] = [
  OrderAction.DEPART_LOADING,
  OrderAction.START_UNLOADING,
];

export type CarrierTripStepRequest = TripStepRequest &
  Partial<Pick<UnloadingTripStepRequest, 'sealNumber' | 'sealRechecked' | 'sealPhotoId'>>;

/** The checks made before the note is rendered and again, on the locked order, in the transaction. */
async function assertStepAllowed(
  db: DbExecutor,
  caller: OrderCaller,
  orderId: string,
  action: CarrierTripAction,
  request: CarrierTripStepRequest,
  times: { actualAt: Date; now: Date },
  lock?: 'update',
) {
  const access = await requireVisibleOrder(db, caller, orderId, lock);
  const check = assertOrderAction(caller, access, action);
  if (access.order.version !== request.version) throw new AppError('VERSION_CONFLICT');
  const trip = await loadTripTimes(db, orderId);
  assertTripTime(trip, TRIP_STEP_OF_ACTION[action], times.actualAt, times.now);
  return { access, check, trip };
}

/**
 * The selected carrier's side records a step of the trip with one tap (START_LOADING,
 * DEPART_LOADING, START_UNLOADING, DEPART_UNLOADING): the actual time defaults to now, may be
 * given in the past, never in the future or before the previous step. One transaction on the
 * locked order: the step row, the status, the audit row, the forwarder side's notice; of two
 * simultaneous calls one wins, the other finds the order moved on (409).
 *
 * Departure from loading records the seal number and issues the consignment note, rendered
 * before the transaction, so a failed rendering records nothing (DOCUMENT_GENERATION_FAILED).
 * Unloading start records the seal found; a mismatch is refused until re-checked with a seal
 * photo (seal-check.ts), then recorded with a problem report to the CB.
 */
export async function recordTripStep(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  action: CarrierTripAction,
  request: CarrierTripStepRequest,
  meta: RequestMeta,
): Promise<TripView> {
  assertPermission(actor, orderActionPermission(action));
  const { db } = deps;
  const caller = await loadOrderCaller(db, actor);
  const step = TRIP_STEP_OF_ACTION[action];
  const now = new Date();
  const times = { actualAt: request.actualAt ? new Date(request.actualAt) : now, now };
  const sealNumber = SEALED_ACTIONS.includes(action) ? (request.sealNumber ?? null) : null;

  let note: PreparedConsignmentNote | null = null;
  if (action === OrderAction.DEPART_LOADING) {
    await assertStepAllowed(db, caller, orderId, action, request, times);
    note = await prepareConsignmentNote(deps, orderId, DocumentKind.CONSIGNMENT_NOTE, {
      sealNumber,
      takenOverAt: times.actualAt,
      now,
    });
  }

  const record = () =>
    db.transaction(async (tx): Promise<MailMessage[]> => {
      const { access, check, trip } = await assertStepAllowed(
        tx,
        caller,
        orderId,
        action,
        request,
        times,
        'update',
      );
      const { order } = access;
      const departure = trip.rows.get(TripStep.LOADING_DEPARTED);
      if (action === OrderAction.START_UNLOADING && sealNumber && departure) {
        await assertSealRechecked(
          tx,
          orderId,
          {
            loadingNumber: departure.sealNumber,
            unloadingNumber: sealNumber,
            departureRecordedAt: departure.createdAt,
          },
          request,
        );
      }
      await insertTripStep(tx, {
        orderId,
        step,
        actualAt: times.actualAt,
        recordedBy: caller.id,
        sealNumber,
      });
      const status = statusAfter(check, order.status);
      const moved = await moveOrderStatus(tx, orderId, request.version, status);
      await recordOrderAudit(tx, {
        actorUserId: caller.id,
        orderId,
        action: AUDIT_OF_ACTION[action],
        before: { status: order.status },
        after: {
          status,
          step,
          actualAt: times.actualAt.toISOString(),
          ...(sealNumber ? { sealNumber } : {}),
        },
        meta,
      });
      const mails: MailMessage[] = [];
      if (note) {
        await registerConsignmentNote(tx, note, { order, createdBy: caller.id, meta });
      }
      mails.push(...(await noticeTripStep(tx, order, step)));
      if (action === OrderAction.START_UNLOADING && sealNumber) {
        const checked = await checkSealAtUnloading(
          tx,
          moved,
          {
            loadingNumber: departure?.sealNumber ?? null,
            unloadingNumber: sealNumber,
          },
          { actorUserId: caller.id, meta },
        );
        mails.push(...checked.mails);
      }
      return mails;
    });

  const mails = note ? await keepBlobIfRecorded(deps.files, note.blob, record) : await record();
  await sendAfterCommit(deps, mails);
  return loadTripView(db, orderId);
}
