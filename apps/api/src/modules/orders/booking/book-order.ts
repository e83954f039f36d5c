import {
  OrderAction,
  PublicationStage,
  type OrderBookingRequest,
  type OrderDetail,
} from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../../platform/service-deps.js';
import { requireVisibleOrder } from '../core/order-access.js';
import { noticeOrderBooked } from '../core/order-notices.js';
import { findOrder } from '../core/order-repo.js';
import { isOfferedToCarrier } from '../core/order-reach-repo.js';
import { loadOrderDetail } from '../core/order-view.js';
import { performOrderAction } from '../core/perform-order-action.js';
import { recordFirstResponse } from '../core/response-repo.js';
import { selectResponse } from '../responses/acceptance.js';
import { recordResponse } from '../responses/record-response.js';
import { responseEligibility } from '../responses/response-access.js';

/**
 * A carrier books the order at its posted price (issue 32): a response at the order's price
 * and currency, accepted at once by the acceptance's own `selectResponse`, in one
 * transaction. The order is locked for update, so of two carriers booking at once the second
 * waits for the first and then finds the order booked (a share lock, as responding takes,
 * would deadlock two bookings both upgrading it).
 */
export function bookOrder(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderBookingRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  return performBooking({ db }, actor, orderId, request, meta).catch(async (error: unknown) => {
    throw await bookedIfRaced(db, actor.companyId, orderId, error);
  });
}

/** The booking itself, opened by the order's state machine and its access check. */
function performBooking(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  orderId: string,
  request: OrderBookingRequest,
  meta: RequestMeta,
): Promise<OrderDetail> {
  return performOrderAction({ db }, actor, orderId, {
    action: OrderAction.BOOK,
    meta,
    lock: 'update',
    // The version the carrier read: it books at the price it saw, never at one edited since.
    version: request.version,
    // As for a response: the fleet is read outside the lock, judged inside it.
    prepare: ({ db, caller }) => responseEligibility(db, caller, request),
    input: (eligibility) => eligibility.input,
    async change(tx, { caller, access: { order }, status, prepared, audit }) {
      const response = await recordResponse(tx, {
        caller,
        fields: {
          orderId,
          driverId: request.driverId,
          vehicleId: request.vehicleId,
          price: order.price,
          currency: order.currency,
          comment: null,
        },
        fleet: prepared,
        audit,
      });
      const selection = await selectResponse(tx, {
        order,
        status,
        version: order.version,
        responseId: response.id,
        audit,
      });
      await noticeOrderBooked(tx, selection.order, caller.companyName);
      return { result: { respondedAt: response.createdAt } };
    },
    // After the commit the caller is the selected carrier: its standing is read anew.
    async view(db, caller, { result }) {
      await recordFirstResponse(db, orderId, result.respondedAt);
      return loadOrderDetail(db, caller, await requireVisibleOrder(db, caller, orderId));
    },
  });
}

/**
 * The loser of a race hears the load is taken, whichever way it lost: the acceptance's
 * refusal, a version moved by the winner, or the order now hidden from a carrier without a
 * response to it. Only an order that was open to instant booking and has its carrier says
 * so, and only to a carrier it was offered to (the whole board, or the owner's carriers it
 * was offered to first); anything else keeps its own refusal (404 for an order the carrier
 * never could see). Read only on these paths.
 */
async function bookedIfRaced(
  db: DbExecutor,
  carrierCompanyId: string | null,
  orderId: string,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  if (error.code === 'RESPONSE_ALREADY_ACCEPTED') return new AppError('ORDER_ALREADY_BOOKED');
  if (error.code !== 'NOT_FOUND' && error.code !== 'VERSION_CONFLICT') return error;
  const current = await findOrder(db, orderId);
  if (!current?.instantBooking || !current.selectedResponseId) return error;
  const offered =
    current.publicationStage === PublicationStage.PUBLIC ||
    (carrierCompanyId !== null && (await isOfferedToCarrier(db, current, carrierCompanyId)));
  return offered ? new AppError('ORDER_ALREADY_BOOKED') : error;
}
