import { randomUUID } from 'node:crypto';
import { NO_TRIP } from './core/trip-facts.js';
import { NO_SIGNATURES } from './core/contract-facts.js';
import { initialOrderStatus, OrderParty, type OrderDetail, type OrderForm } from '@freight/shared';
import type { DbExecutor } from '../../db/client.js';
import type { AuthUser } from '../../platform/auth/access-token.js';
import { writeAtomically } from '../../platform/http/idempotency-fence.js';
import type { RequestMeta, ServiceDeps } from '../../platform/service-deps.js';
import { performOrderCreation, type OrderCreator } from './core/perform-order-creation.js';
import { orderAuditRow, orderSnapshot } from './core/order-audit.js';
import {
  listColumns,
  formatOrderNumber,
  formToColumns,
  routeToRows,
  rowsToRoute,
} from './core/order-fields.js';
import { insertNewOrder, nextOrderNumberValue } from './core/order-repo.js';
import { toOrderDetail } from './core/order-view.js';
import {
  announcePublication,
  ORDER_PUBLISHED_JOB,
  type PublicationJobs,
} from './publication/order-publication.js';
import { offerToPool, poolUntilOf } from './publication/staged-publication.js';

/**
 * A forwarder or employee of an approved company creates an order, kept as a draft or
 * published at once. The number comes from a sequence, so it is unique without retries. The
 * answer is built from what was written, not read back.
 */
export async function createOrder(
  { db, jobs }: Pick<ServiceDeps, 'db'> & { jobs: PublicationJobs },
  actor: AuthUser,
  form: OrderForm,
  meta: RequestMeta,
): Promise<OrderDetail> {
  return performOrderCreation(db, actor, (caller) => writeOrder({ db, jobs }, caller, form, meta));
}

/** The order written as its creator filled it in, answered from what was written. */
async function writeOrder(
  { db, jobs }: Pick<ServiceDeps, 'db'> & { jobs: PublicationJobs },
  caller: OrderCreator,
  form: OrderForm,
  meta: RequestMeta,
): Promise<OrderDetail> {
  const ownerCompanyId = caller.companyId;
  const status = initialOrderStatus(form.saveMode);

  // The number is taken first: a sequence value is never reused anyway. The ids are chosen
  // here, so the order, its route and its audit row go in one statement (issue 11), which
  // under an Idempotency-Key commits with the key's fence.
  const number = formatOrderNumber(await nextOrderNumberValue(db));
  const orderId = randomUUID();
  const routeRows = routeToRows(form.route).map((point) => ({
    ...point,
    id: randomUUID(),
    orderId,
  }));
  const columns = formToColumns(form);
  const published = status === 'PUBLISHED';
  const publishedAt = published ? new Date() : null;
  const insert = (executor: DbExecutor) =>
    insertNewOrder(
      executor,
      {
        ...columns,
        id: orderId,
        number,
        ownerCompanyId,
        createdBy: caller.id,
        status,
        publishedAt,
        poolUntil: publishedAt && poolUntilOf(columns, publishedAt),
        ...listColumns(number, form.cargoName, form.route),
      },
      routeRows,
      // The form's decimals are those the columns keep (the shared schema checks them), so the
      // audit's snapshot of the form is the snapshot of the row it becomes.
      orderAuditRow({
        actorUserId: caller.id,
        orderId,
        action: 'order.created',
        after: orderSnapshot({ ...columns, status }, rowsToRoute(routeRows)),
        meta,
      }),
    );
  // A published order is matched to the saved searches by a job queued with it.
  const order = published
    ? await db.transaction(async (tx) => {
        const inserted = await insert(tx);
        await offerToPool(jobs, tx, inserted, caller.companyName);
        await announcePublication(jobs, tx, orderId);
        return inserted;
      })
    : await writeAtomically(db, insert);
  if (published) jobs.wake(ORDER_PUBLISHED_JOB);
  // A new order has no responses, problems, deletion requests, contract or trip yet.
  const access = {
    order,
    party: OrderParty.OWNER_COMPANY,
    ownResponses: [],
    contract: NO_SIGNATURES,
    trip: NO_TRIP,
  };
  return toOrderDetail(caller, access, {
    route: routeRows,
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
