import { and, asc, eq, exists, getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { rawRows } from '../../../db/raw-rows.js';
import {
  auditLog,
  companies,
  orderResponses,
  orderRoutePoints,
  orders,
  users,
} from '../../../db/schema.js';
import { readTogether } from '../../../db/read-together.js';
import { auditInsert, type AuditEntry } from '../../../platform/audit/audit-repo.js';

/** Every column but the generated search vector, which only the database reads. */
const { searchVector: _searchVector, ...orderColumns } = getTableColumns(orders);

export type OrderRow = Omit<typeof orders.$inferSelect, 'searchVector'>;
export type NewOrderRow = typeof orders.$inferInsert;
export type RoutePointRow = typeof orderRoutePoints.$inferSelect;
export type NewRoutePoint = Omit<typeof orderRoutePoints.$inferInsert, 'orderId' | 'id'>;
/** The columns a transition may change; `version` and `updated_at` move by themselves. */
export type OrderChanges = Partial<
  Omit<NewOrderRow, 'id' | 'number' | 'ownerCompanyId' | 'createdBy' | 'version' | 'createdAt'>
>;

/** `update` for a transition; `share` to keep the order as it is while a response is written. */
export type OrderLock = 'update' | 'share';

export async function findOrder(
  db: DbExecutor,
  id: string,
  lock?: OrderLock,
): Promise<OrderRow | null> {
  const query = db.select(orderColumns).from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The next value of the order-number sequence; numbers are never reused. */
export async function nextOrderNumberValue(db: DbExecutor): Promise<number> {
  const [row] = await rawRows<{ value: string | number }>(
    db,
    sql`select nextval('order_number_seq') as value`,
  );
  return Number(row?.value);
}

/**
 * A new order, its route and its audit row in one statement (data-modifying CTEs, issue 11):
 * atomic without a transaction, one round trip where a transaction took five. The caller
 * chooses the ids, so the three inserts need nothing from one another; the route's foreign key
 * is checked at the statement's end, when the order is there.
 */
export async function insertNewOrder(
  db: DbExecutor,
  values: NewOrderRow & { id: string },
  route: readonly RoutePointRow[],
  audit: AuditEntry,
): Promise<OrderRow> {
  const insertedRoute = db.$with('inserted_route').as(
    db
      .insert(orderRoutePoints)
      .values([...route])
      .returning({ id: orderRoutePoints.id }),
  );
  const audited = db.$with('audited').as(auditInsert(db, audit).returning({ id: auditLog.id }));
  const insertedOrder = db
    .$with('inserted_order')
    .as(db.insert(orders).values(values).returning(orderColumns));
  const [row] = await db.with(insertedRoute, audited, insertedOrder).select().from(insertedOrder);
  if (!row) throw new Error('order not inserted');
  return row;
}

/**
 * Applies changes only while the order still has `expectedVersion` (and, when given, one of
 * `expectedStatus`), bumping the version; null when someone else changed it first.
 */
export async function updateOrderIfVersion(
  db: DbExecutor,
  id: string,
  expectedVersion: number,
  changes: OrderChanges,
  expectedStatus?: OrderRow['status'],
): Promise<OrderRow | null> {
  const conditions = [eq(orders.id, id), eq(orders.version, expectedVersion)];
  if (expectedStatus) conditions.push(eq(orders.status, expectedStatus));
  const [row] = await db
    .update(orders)
    .set({ ...changes, version: sql`${orders.version} + 1`, updatedAt: new Date() })
    .where(and(...conditions))
    .returning(orderColumns);
  return row ?? null;
}

/**
 * Selects an ACTIVE response of the order as its carrier, while the order still has
 * `expectedVersion` and `expectedStatus`, in one statement that also answers the carrier's
 * name; null when the order changed meanwhile or the response is not an active one of it.
 */
export async function updateOrderSelectingResponse(
  db: DbExecutor,
  selection: {
    orderId: string;
    responseId: string;
    expectedVersion: number;
    expectedStatus: OrderRow['status'];
    status: OrderRow['status'];
  },
): Promise<{ order: OrderRow; carrierName: string } | null> {
  const activeResponse = db
    .select({ carrierCompanyId: orderResponses.carrierCompanyId })
    .from(orderResponses)
    .where(
      and(
        eq(orderResponses.id, selection.responseId),
        eq(orderResponses.orderId, selection.orderId),
        eq(orderResponses.status, 'ACTIVE'),
      ),
    );
  const [row] = await db
    .update(orders)
    .set({
      status: selection.status,
      selectedResponseId: selection.responseId,
      selectedCarrierCompanyId: sql`(${activeResponse})`,
      carrierSelectedAt: new Date(),
      version: sql`${orders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(orders.id, selection.orderId),
        eq(orders.version, selection.expectedVersion),
        eq(orders.status, selection.expectedStatus),
        exists(activeResponse),
      ),
    )
    .returning({
      ...orderColumns,
      carrierName: sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${orders.selectedCarrierCompanyId})`,
    });
  if (!row) return null;
  const { carrierName, ...order } = row;
  return { order, carrierName };
}

export async function findRoutePoints(db: DbExecutor, orderId: string): Promise<RoutePointRow[]> {
  return db
    .select()
    .from(orderRoutePoints)
    .where(eq(orderRoutePoints.orderId, orderId))
    .orderBy(asc(orderRoutePoints.position));
}

/**
 * Writes the route anew. The points are part of the order's form, not records of their own:
 * the audit row of the edit keeps the previous route.
 */
export async function replaceRoutePoints(
  db: DbExecutor,
  orderId: string,
  points: readonly NewRoutePoint[],
): Promise<RoutePointRow[]> {
  await db.delete(orderRoutePoints).where(eq(orderRoutePoints.orderId, orderId));
  return db
    .insert(orderRoutePoints)
    .values(points.map((point) => ({ ...point, orderId })))
    .returning();
}

/** The names an order view shows: its author and owning company. */
export interface OrderNames {
  createdBy: UserName | null;
  ownerCompanyName: string;
}

/** The names an order view shows: its author and owning company. */
export async function findOrderNames(
  db: DbExecutor,
  order: Pick<OrderRow, 'createdBy' | 'ownerCompanyId'>,
): Promise<OrderNames> {
  const [[author], [owner]] = await readTogether(db, [
    () =>
      db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, order.createdBy)),
    () =>
      db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, order.ownerCompanyId)),
  ]);
  return { createdBy: author ?? null, ownerCompanyName: owner?.name ?? '' };
}

export interface UserName {
  id: string;
  firstName: string;
  lastName: string;
}

/** "Айгерим Нурланова": how people are named on orders. */
export function personName(user: Pick<UserName, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

export type OrderAuditRow = Awaited<ReturnType<typeof findOrderAuditRows>>[number];

/** The order's audit rows (see order-audit.ts) with their actors, oldest first. */
export async function findOrderAuditRows(db: DbExecutor, orderId: string) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        role: users.role,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
}

/**
 * What the state machine needs of the caller that the token does not carry, and the names a
 * new order of theirs shows (so creating one reads nothing back).
 */
export async function findCallerStanding(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({
      canSign: users.canSign,
      isActive: users.isActive,
      companyStatus: companies.status,
      firstName: users.firstName,
      lastName: users.lastName,
      companyName: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row ?? null;
}
