import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import {
  companies,
  companyTrustFacts,
  drivers,
  orderResponseCounts,
  orderResponses,
  orders,
  responseCounterOffers,
  users,
  vehicles,
} from '../../../db/schema.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { readTogether } from '../../../db/read-together.js';

export type ResponseRow = typeof orderResponses.$inferSelect;
export type CounterOfferRow = typeof responseCounterOffers.$inferSelect;
export type NewResponseRow = typeof orderResponses.$inferInsert;
export type ResponseChanges = Partial<
  Pick<NewResponseRow, 'driverId' | 'vehicleId' | 'price' | 'currency' | 'comment' | 'status'>
>;

/** A company's responses to one order, newest first (at most one of them ACTIVE or ACCEPTED). */
export async function findCompanyResponsesToOrder(
  db: DbExecutor,
  orderId: string,
  companyId: string,
): Promise<ResponseRow[]> {
  return db
    .select()
    .from(orderResponses)
    .where(and(eq(orderResponses.orderId, orderId), eq(orderResponses.carrierCompanyId, companyId)))
    .orderBy(desc(orderResponses.createdAt), desc(orderResponses.id));
}

/** A response of this order (a response id under another order is not found). */
export async function findResponseOfOrder(
  db: DbExecutor,
  orderId: string,
  responseId: string,
): Promise<ResponseRow | null> {
  const [row] = await db
    .select()
    .from(orderResponses)
    .where(and(eq(orderResponses.id, responseId), eq(orderResponses.orderId, orderId)));
  return row ?? null;
}

/** Whether the response has a counter-offer waiting for the carrier's answer. */
export async function hasOpenCounterOffer(db: DbExecutor, responseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: responseCounterOffers.id })
    .from(responseCounterOffers)
    .where(
      and(
        eq(responseCounterOffers.responseId, responseId),
        eq(responseCounterOffers.status, 'OPEN'),
      ),
    );
  return row !== undefined;
}

/**
 * Tells open order views that the response changed when only what hangs off it did (its
 * counter-offers): the order events trigger watches `order_responses`, and a counter-offer
 * row names no order of its own to notify with. The row itself stays as it was.
 */
export async function announceResponseChange(db: DbExecutor, responseId: string): Promise<void> {
  await db
    .update(orderResponses)
    .set({ updatedAt: sql`${orderResponses.updatedAt}` })
    .where(eq(orderResponses.id, responseId));
}

/** Whether a response in this status counts on the lists (every one not withdrawn). */
const counted = (status: ResponseRow['status']) => status !== 'WITHDRAWN';

/**
 * Moves the order's count of responses by `delta`, as an increment on the locked count row:
 * concurrent responders each add their own, and none waits on the order row.
 */
async function addToResponseCount(db: DbExecutor, orderId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .insert(orderResponseCounts)
    .values({ orderId, responses: delta })
    .onConflictDoUpdate({
      target: orderResponseCounts.orderId,
      set: { responses: sql`${orderResponseCounts.responses} + ${delta}` },
    });
}

/**
 * Inserts a response and adds it to the order's count in one statement; the partial unique
 * index refuses a second open one of the company (and the count stays as it was).
 */
export async function insertResponse(db: DbExecutor, values: NewResponseRow): Promise<ResponseRow> {
  const inserted = db.$with('inserted').as(db.insert(orderResponses).values(values).returning());
  const addedToCount = db.$with('added_to_count').as(
    db
      .insert(orderResponseCounts)
      .values({ orderId: values.orderId, responses: counted(values.status ?? 'ACTIVE') ? 1 : 0 })
      .onConflictDoUpdate({
        target: orderResponseCounts.orderId,
        set: { responses: sql`${orderResponseCounts.responses} + excluded.responses` },
      })
      .returning({ orderId: orderResponseCounts.orderId }),
  );
  let row: ResponseRow | undefined;
  try {
    [row] = await db.with(inserted, addedToCount).select().from(inserted);
  } catch (error) {
    if (isUniqueViolation(error, 'order_responses_one_open_per_carrier')) {
      throw new AppError('RESPONSE_ALREADY_EXISTS');
    }
    throw error;
  }
  if (!row) throw new Error('response not inserted');
  return row;
}

/** Changes a response still at `expectedVersion` and `expectedStatus`; null otherwise. */
export async function updateResponseIfCurrent(
  db: DbExecutor,
  id: string,
  expected: { version?: number; status: ResponseRow['status'] },
  changes: ResponseChanges,
): Promise<ResponseRow | null> {
  const conditions = [eq(orderResponses.id, id), eq(orderResponses.status, expected.status)];
  if (typeof expected.version === 'number') {
    conditions.push(eq(orderResponses.version, expected.version));
  }
  const [row] = await db
    .update(orderResponses)
    .set({ ...changes, version: sql`${orderResponses.version} + 1`, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  if (!row) return null;
  await addToResponseCount(
    db,
    row.orderId,
    Number(counted(row.status)) - Number(counted(expected.status)),
  );
  return row;
}

/**
 * Accepts `responseId` and declines the order's other ACTIVE responses in one statement;
 * `accepted` is null when that response was no longer ACTIVE. Both statuses count on the
 * lists as ACTIVE did, so the count stays.
 */
export async function acceptResponseDecliningOthers(
  db: DbExecutor,
  orderId: string,
  responseId: string,
): Promise<{ accepted: ResponseRow | null; declined: ResponseRow[] }> {
  const rows = await db
    .update(orderResponses)
    .set({
      status: sql`case when ${orderResponses.id} = ${responseId} then 'ACCEPTED' else 'DECLINED' end`,
      version: sql`${orderResponses.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(orderResponses.orderId, orderId), eq(orderResponses.status, 'ACTIVE')))
    .returning();
  return {
    accepted: rows.find((row) => row.id === responseId) ?? null,
    declined: rows.filter((row) => row.id !== responseId),
  };
}

/**
 * Declines the order's responses in `statuses`, except `exceptId`; answers the declined ones.
 * Open responses only: they count on the lists before and after, so the count stays.
 */
export async function declineResponses(
  db: DbExecutor,
  orderId: string,
  statuses: readonly ('ACTIVE' | 'ACCEPTED')[],
  exceptId?: string,
): Promise<ResponseRow[]> {
  const conditions: SQL[] = [
    eq(orderResponses.orderId, orderId),
    inArray(orderResponses.status, [...statuses]),
  ];
  if (exceptId) conditions.push(ne(orderResponses.id, exceptId));
  return db
    .update(orderResponses)
    .set({ status: 'DECLINED', version: sql`${orderResponses.version} + 1`, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
}

const responseViewColumns = {
  response: orderResponses,
  carrier: {
    id: companies.id,
    name: companies.name,
    bin: companies.bin,
    rating: companies.rating,
    ratingCount: companies.ratingCount,
    kind: companies.kind,
    status: companies.status,
  },
  carrierTrustFacts: companyTrustFacts,
  driver: {
    id: drivers.id,
    lastName: drivers.lastName,
    firstName: drivers.firstName,
    middleName: drivers.middleName,
    phone: drivers.phone,
    rating: drivers.rating,
    ratingCount: drivers.ratingCount,
    status: drivers.status,
    blacklisted: drivers.blacklisted,
  },
  vehicle: {
    id: vehicles.id,
    plateNumber: vehicles.plateNumber,
    brand: vehicles.brand,
    model: vehicles.model,
    manufactureYear: vehicles.manufactureYear,
  },
  author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  // The thread in the same statement, so a list of responses stays one round trip.
  counterOffers: sql<CounterOfferJson[]>`(
    select coalesce(json_agg(json_build_object(
        'id', co.id, 'price', co.price, 'currency', co.currency, 'comment', co.comment,
        'status', co.status, 'createdAt', co.created_at, 'decidedAt', co.decided_at,
        'createdById', author.id, 'createdByFirstName', author.first_name,
        'createdByLastName', author.last_name, 'decidedById', decider.id,
        'decidedByFirstName', decider.first_name, 'decidedByLastName', decider.last_name
      ) order by co.created_at, co.id), '[]'::json)
    from response_counter_offers co
    join users author on author.id = co.created_by
    left join users decider on decider.id = co.decided_by
    where co.response_id = ${orderResponses.id})`,
};

/** A counter-offer as the response view's statement answers it (JSON: instants as text). */
export interface CounterOfferJson {
  id: string;
  price: number | string;
  currency: CounterOfferRow['currency'];
  comment: string | null;
  status: CounterOfferRow['status'];
  createdAt: string;
  decidedAt: string | null;
  createdById: string;
  createdByFirstName: string;
  createdByLastName: string;
  decidedById: string | null;
  decidedByFirstName: string | null;
  decidedByLastName: string | null;
}

export type ResponseViewRow = Awaited<ReturnType<typeof findResponseViewRows>>[number];

/**
 * Responses with their carrier (and its kept trust facts, decision 028), driver, vehicle and
 * author, oldest first.
 */
export async function findResponseViewRows(db: DbExecutor, where: SQL | undefined) {
  return db
    .select(responseViewColumns)
    .from(orderResponses)
    .innerJoin(companies, eq(companies.id, orderResponses.carrierCompanyId))
    .leftJoin(companyTrustFacts, eq(companyTrustFacts.companyId, companies.id))
    .innerJoin(drivers, eq(drivers.id, orderResponses.driverId))
    .innerJoin(vehicles, eq(vehicles.id, orderResponses.vehicleId))
    .innerJoin(users, eq(users.id, orderResponses.createdBy))
    .where(where)
    .orderBy(asc(orderResponses.createdAt), asc(orderResponses.id));
}

export const responsesOfOrder = (orderId: string, companyId?: string): SQL | undefined =>
  companyId
    ? and(eq(orderResponses.orderId, orderId), eq(orderResponses.carrierCompanyId, companyId))
    : eq(orderResponses.orderId, orderId);

export const responseWithId = (id: string): SQL => eq(orderResponses.id, id);

/** The carrier's drivers and vehicles still in its fleet: candidates for a response. */
export async function findFleetCandidates(db: DbExecutor, companyId: string) {
  const [driverRows, vehicleRows] = await readTogether(db, [
    () =>
      db
        .select()
        .from(drivers)
        .where(and(eq(drivers.companyId, companyId), isNull(drivers.retiredAt)))
        .orderBy(asc(drivers.lastName), asc(drivers.firstName)),
    () =>
      db
        .select()
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), isNull(vehicles.retiredAt)))
        .orderBy(asc(vehicles.plateNumber)),
  ]);
  return { drivers: driverRows, vehicles: vehicleRows };
}

/**
 * Notes when an order got its first response (issue 31's measure), once. Run after the
 * response's transaction: responders share-lock the order row, and two of them updating it
 * inside their transactions would wait on each other.
 */
export async function recordFirstResponse(
  db: DbExecutor,
  orderId: string,
  at: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ firstResponseAt: at })
    .where(and(eq(orders.id, orderId), isNull(orders.firstResponseAt)));
}
