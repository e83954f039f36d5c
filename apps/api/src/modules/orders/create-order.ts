import { NO_TRIP } from '../trip/trip-facts.js';
import { NO_SIGNATURES } from '../documents/contract-facts.js';
import { initialOrderStatus, OrderParty, type OrderDetail, type OrderForm } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { assertPermission } from '../../platform/auth/guard.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { loadOrderCaller } from './order-access.js';
import { orderSnapshot, recordOrderAudit } from './order-audit.js';
import {
  listColumns,
  formatOrderNumber,
  formToColumns,
  routeToRows,
  rowsToRoute,
} from './order-fields.js';
import { insertOrder, insertRoutePoints, nextOrderNumberValue } from './order-repo.js';
import { toOrderDetail } from './order-view.js';

/**
 * A forwarder or employee of an approved company creates an order, kept as a draft or
 * published at once. The number comes from a sequence, so it is unique without retries. The
 * answer is built from what was written, not read back.
 */
export async function createOrder(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: AuthUser,
  form: OrderForm,
  meta: RequestMeta,
): Promise<OrderDetail> {
  assertPermission(actor, 'create:order:own');
  const caller = await loadOrderCaller(db, actor);
  if (!caller.companyApproved) throw new AppError('REGISTRATION_NOT_APPROVED');
  const ownerCompanyId = caller.companyId;
  if (!ownerCompanyId) throw new AppError('ORDER_ACTION_FORBIDDEN_FOR_ROLE');
  const status = initialOrderStatus(form.saveMode);

  // The number is taken before the transaction: a sequence value is never reused anyway, and
  // the transaction then holds its locks for three statements only (issue 11).
  const number = formatOrderNumber(await nextOrderNumberValue(db));
  const route = routeToRows(form.route);
  const { order, routeRows } = await db.transaction(async (tx) => {
    const inserted = await insertOrder(tx, {
      ...formToColumns(form),
      number,
      ownerCompanyId,
      createdBy: caller.id,
      status,
      publishedAt: status === 'PUBLISHED' ? new Date() : null,
      ...listColumns(number, form.cargoName, form.route),
    });
    const insertedRoute = await insertRoutePoints(tx, inserted.id, route);
    await recordOrderAudit(tx, {
      actorUserId: caller.id,
      orderId: inserted.id,
      action: 'order.created',
      after: orderSnapshot(inserted, rowsToRoute(route)),
      meta,
    });
    return { order: inserted, routeRows: insertedRoute };
  });
  // A new order has no responses, problems, deletion requests, contract or trip yet.
  const access = {
    order,
    party: OrderParty.OWNER_COMPANY,
    ownResponses: [],
    contract: NO_SIGNATURES,
    trip: NO_TRIP,
  };
  return toOrderDetail(caller, access, {
    route: [...routeRows].sort((a, b) => a.position - b.position),
    names: {
      createdBy: { id: caller.id, firstName: caller.firstName, lastName: caller.lastName },
      ownerCompanyName: caller.companyName,
    },
    selectedResponse: null,
    myResponse: null,
    problems: [],
    deletionRequests: [],
  });
}
