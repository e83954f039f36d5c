import { OrderAction, type OrderDetail, type OrderUpdate } from '@freight/shared';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { assertOrderAction, statusAfter } from './core/order-access.js';
import { changedFields, orderSnapshot } from './core/order-audit.js';
import { listColumns, formToColumns, routeToRows, rowsToRoute } from './core/order-fields.js';
import { findRoutePoints, replaceRoutePoints, updateOrderIfVersion } from './core/order-repo.js';
import { loadOrderDetail } from './core/order-view.js';
import { performOrderAction } from './core/perform-order-action.js';
import {
  announcePublication,
  ORDER_PUBLISHED_JOB,
  type PublicationJobs,
} from './publication/order-publication.js';
import { offerToPool, poolUntilOf, publicationChoiceOf } from './publication/staged-publication.js';

/**
 * Edits an order at the version the user read (DRAFT or PUBLISHED, no carrier chosen yet).
 * PUBLISH on a draft publishes it in the same transaction; a published order stays published.
 * The audit row keeps only the fields that changed, before and after. An order on the load
 * board after the edit is matched to the saved searches again: an edited route or date may
 * meet searches it did not meet before (a search is alerted once per order all the same).
 */
export async function updateOrder(
  { db, jobs }: Pick<ServiceDeps, 'db'> & { jobs: PublicationJobs },
  actor: AuthUser,
  orderId: string,
  request: OrderUpdate,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const view = await performOrderAction({ db }, actor, orderId, {
    action: OrderAction.EDIT,
    meta,
    // The update is conditional on the version; the order is read unlocked.
    lock: null,
    version: request.version,
    // Saving a draft with PUBLISH publishes it: the machine must allow that too.
    verify: (_tx, { caller, access }) =>
      Promise.resolve(
        request.saveMode === 'PUBLISH' && access.order.status === 'DRAFT'
          ? assertOrderAction(caller, access, OrderAction.PUBLISH)
          : null,
      ),
    async change(tx, { caller, access: { order }, verified: publish, audit }) {
      const { version, saveMode: _saveMode, route, ...fields } = request;
      const routeRows = routeToRows(route);
      const status = publish ? statusAfter(publish, order.status) : order.status;
      const publishedNow = order.status === 'DRAFT' && status === 'PUBLISHED';
      const columns = formToColumns(
        // Who sees an order is chosen until it is published; the window then runs its course.
        order.status === 'DRAFT' ? fields : { ...fields, ...publicationChoiceOf(order) },
      );
      const publishedAt = order.publishedAt ?? (publishedNow ? new Date() : null);
      const updated = await updateOrderIfVersion(tx, orderId, version, {
        ...columns,
        ...listColumns(order.number, fields.cargoName, route),
        status,
        publishedAt,
        ...(publishedNow && publishedAt ? { poolUntil: poolUntilOf(columns, publishedAt) } : {}),
      });
      if (!updated) throw new AppError('VERSION_CONFLICT');
      const previousRoute = rowsToRoute(await findRoutePoints(tx, orderId));
      await replaceRoutePoints(tx, orderId, routeRows);

      const changes = changedFields(
        orderSnapshot(order, previousRoute),
        orderSnapshot(updated, rowsToRoute(routeRows)),
      );
      await audit('order.updated', { before: changes.before, after: changes.after });
      if (publishedNow) await offerToPool(jobs, tx, updated, caller.companyName);
      if (updated.status === 'PUBLISHED') await announcePublication(jobs, tx, orderId);
      return { result: updated };
    },
    view: (db, caller, { access, result: updated }) =>
      loadOrderDetail(db, caller, { ...access, order: updated }),
  });
  if (view.status === 'PUBLISHED') jobs.wake(ORDER_PUBLISHED_JOB);
  return view;
}
