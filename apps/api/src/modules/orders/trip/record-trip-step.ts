import {
  DocumentKind,
  OrderAction,
  TRIP_STEP_OF_ACTION,
  TripStep,
  type CarrierTripAction,
  type TripStepRequest,
  type TripView,
  type UnloadingTripStepRequest,
} from '@freight/shared';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import type { MailMessage } from '../../../platform/mail/mailer.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import {
  prepareConsignmentNote,
  registerConsignmentNote,
  type PreparedConsignmentNote,
} from '../../documents/issue-consignment-note.js';
import type { OrderAuditAction } from '../core/order-audit.js';
import { performOrderAction } from '../core/perform-order-action.js';
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
export function recordTripStep(
  deps: ServiceDeps,
  actor: AuthUser,
  orderId: string,
  action: CarrierTripAction,
  request: CarrierTripStepRequest,
  meta: RequestMeta,
): Promise<TripView> {
  const step = TRIP_STEP_OF_ACTION[action];
  const now = new Date();
  const actualAt = request.actualAt ? new Date(request.actualAt) : now;
  const sealNumber = SEALED_ACTIONS.includes(action) ? (request.sealNumber ?? null) : null;
  const issuesNote = action === OrderAction.DEPART_LOADING;
  return performOrderAction(deps, actor, orderId, {
    action,
    meta,
    version: request.version,
    verify: (tx) => loadTripTimes(tx, orderId),
    verifyAtVersion(_tx, { verified: trip }) {
      assertTripTime(trip, step, actualAt, now);
    },
    judgeBeforePrepare: issuesNote,
    async prepare({ removeOnFailure }): Promise<PreparedConsignmentNote | null> {
      if (!issuesNote) return null;
      const note = await prepareConsignmentNote(deps, orderId, DocumentKind.CONSIGNMENT_NOTE, {
        sealNumber,
        takenOverAt: actualAt,
        now,
      });
      removeOnFailure(note.blob);
      return note;
    },
    async change(
      tx,
      { caller, access: { order }, status, verified: trip, prepared: note, ...ctx },
    ) {
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
      await insertTripStep(tx, { orderId, step, actualAt, recordedBy: caller.id, sealNumber });
      const moved = await ctx.moveStatus();
      await ctx.audit(AUDIT_OF_ACTION[action], {
        before: { status: order.status },
        after: {
          status,
          step,
          actualAt: actualAt.toISOString(),
          ...(sealNumber ? { sealNumber } : {}),
        },
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
      return { mails };
    },
    view: (db) => loadTripView(db, orderId),
  });
}
