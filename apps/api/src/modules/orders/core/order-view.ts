import { OrderParty, type OrderDetail, type RoutePointView } from '@freight/shared';
import type { DbExecutor } from '../../../db/client.js';
import { deletionRequestsOfOrder, findDeletionRequestViews } from './deletion-request-repo.js';
import { orderActionsFor, type OrderAccess, type OrderCaller } from './order-access.js';
import { columnsToForm } from './order-fields.js';
import {
  findOrderNames,
  findRoutePoints,
  personName,
  type OrderNames,
  type RoutePointRow,
} from './order-repo.js';
import { findProblemViews, problemsOfOrder } from './problem-repo.js';
import { loadResponseView } from './response-view.js';
import { readTogether } from '../../../db/read-together.js';

export function toRoutePointView(point: RoutePointRow): RoutePointView {
  return {
    id: point.id,
    position: point.position,
    type: point.type,
    address: point.address,
    city: point.city,
    contactPerson: point.contactPerson,
    phone: point.phone,
    lat: point.lat,
    lng: point.lng,
  };
}

/**
 * The order as the caller may see it. The owner side and platform staff see everything;
 * the selected carrier also the problems and its accepted response; any other carrier only
 * the order and its own response (a competitor's price or the order's internal reports are
 * not theirs to read).
 */
export async function loadOrderDetail(
  db: DbExecutor,
  caller: OrderCaller,
  access: OrderAccess,
): Promise<OrderDetail> {
  const { order, party } = access;
  const seesInternals = party === OrderParty.OWNER_COMPANY || party === OrderParty.PLATFORM;
  const seesSelection = seesInternals || party === OrderParty.SELECTED_CARRIER;
  const latestOwnResponse = access.ownResponses[0];
  const [route, names, selectedResponse, myResponse, problems, deletionRequests] =
    await readTogether(db, [
      () => findRoutePoints(db, order.id),
      () => findOrderNames(db, order),
      () =>
        order.selectedResponseId && seesSelection
          ? loadResponseView(db, order.selectedResponseId)
          : null,
      () => (latestOwnResponse ? loadResponseView(db, latestOwnResponse.id) : null),
      () => (seesSelection ? findProblemViews(db, problemsOfOrder(order.id)) : []),
      () => (seesInternals ? findDeletionRequestViews(db, deletionRequestsOfOrder(order.id)) : []),
    ]);
  return toOrderDetail(caller, access, {
    route,
    names,
    selectedResponse,
    myResponse,
    problems,
    deletionRequests,
  });
}

/** What an order view shows beside the order's own row. */
export interface OrderDetailParts {
  route: readonly RoutePointRow[];
  names: OrderNames;
  selectedResponse: OrderDetail['selectedResponse'];
  myResponse: OrderDetail['myResponse'];
  problems: OrderDetail['problems'];
  deletionRequests: OrderDetail['deletionRequests'];
}

/**
 * The view of an order from its parts, reading nothing: a service that has just written the
 * order (and so knows its route and names) answers with it without reading it back.
 */
export function toOrderDetail(
  caller: OrderCaller,
  access: OrderAccess,
  { route, names, selectedResponse, myResponse, problems, deletionRequests }: OrderDetailParts,
): OrderDetail {
  const { order } = access;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    publishedAt: order.publishedAt?.toISOString() ?? null,
    createdBy: names.createdBy
      ? { id: names.createdBy.id, name: personName(names.createdBy) }
      : { id: order.createdBy, name: '' },
    ownerCompany: { id: order.ownerCompanyId, name: names.ownerCompanyName },
    ...columnsToForm(order),
    poolUntil: order.poolUntil?.toISOString() ?? null,
    route: route.map(toRoutePointView),
    selectedResponse,
    myResponse,
    openProblem: problems.find((problem) => problem.status === 'OPEN') ?? null,
    problems,
    deletionRequests,
    actions: orderActionsFor(caller, access),
  };
}
