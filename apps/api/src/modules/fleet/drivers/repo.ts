import { DriverStatus, type DriverHistoryAction } from '@freight/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { companies, driverStatusHistory, drivers } from '../../../db/schema.js';
import { containsPattern } from '../../../db/search.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { actor, actorColumns, toEventActor } from '../event-actor-repo.js';
import { readTogether } from '../../../db/read-together.js';

export type DriverRow = typeof drivers.$inferSelect;
export type NewDriverRow = typeof drivers.$inferInsert;
export type DriverChanges = Partial<Omit<NewDriverRow, 'id' | 'companyId' | 'iin' | 'version'>>;

/** A driver with the name of the carrier it belongs to: what every view shows. */
export interface DriverWithCompany {
  driver: DriverRow;
  companyName: string;
}

const withCompany = { driver: drivers, companyName: companies.name };

/** A driver by id; with `companyId`, only that carrier's (so a foreign id looks like no id). */
export async function findDriver(
  db: DbExecutor,
  id: string,
  companyId?: string,
): Promise<DriverWithCompany | null> {
  const [row] = await db
    .select(withCompany)
    .from(drivers)
    .innerJoin(companies, eq(companies.id, drivers.companyId))
    .where(
      companyId ? and(eq(drivers.id, id), eq(drivers.companyId, companyId)) : eq(drivers.id, id),
    );
  return row ?? null;
}

/** Locks the driver's row for the rest of the transaction (decisions, edits, blacklisting). */
export async function findDriverForUpdate(
  db: DbExecutor,
  id: string,
  companyId?: string,
): Promise<DriverRow | null> {
  const [row] = await db
    .select()
    .from(drivers)
    .where(
      companyId ? and(eq(drivers.id, id), eq(drivers.companyId, companyId)) : eq(drivers.id, id),
    )
    .for('update');
  return row ?? null;
}

/** Every record of a person (one per carrier they drove for), the one in a fleet first. */
export async function findDriversByIin(db: DbExecutor, iin: string): Promise<DriverWithCompany[]> {
  return db
    .select(withCompany)
    .from(drivers)
    .innerJoin(companies, eq(companies.id, drivers.companyId))
    .where(eq(drivers.iin, iin))
    .orderBy(sql`${drivers.retiredAt} is not null`, desc(drivers.createdAt));
}

/** An IIN taken meanwhile (the unique index caught it) answers DRIVER_ALREADY_REGISTERED. */
function duplicateIinAsAppError(error: unknown): unknown {
  return isUniqueViolation(error, 'drivers_iin_active_unique')
    ? new AppError('DRIVER_ALREADY_REGISTERED')
    : error;
}

export async function insertDriver(db: DbExecutor, values: NewDriverRow): Promise<DriverRow> {
  try {
    const [row] = await db.insert(drivers).values(values).returning();
    if (!row) throw new Error('insert into drivers returned nothing');
    return row;
  } catch (error) {
    throw duplicateIinAsAppError(error);
  }
}

/**
 * Applies changes and bumps the version; with `expectedVersion`, only if the row still has it.
 * Returns the new row, or null when someone else changed it first.
 */
export async function updateDriver(
  db: DbExecutor,
  id: string,
  expectedVersion: number | null,
  changes: DriverChanges,
): Promise<DriverRow | null> {
  const where =
    expectedVersion === null
      ? eq(drivers.id, id)
      : and(eq(drivers.id, id), eq(drivers.version, expectedVersion));
  const [row] = await db
    .update(drivers)
    .set({ ...changes, version: sql`${drivers.version} + 1`, updatedAt: new Date() })
    .where(where)
    .returning();
  return row ?? null;
}

export async function insertDriverEvent(
  db: DbExecutor,
  event: {
    driverId: string;
    action: DriverHistoryAction;
    actorUserId: string | null;
    comment?: string | null;
  },
): Promise<void> {
  await db.insert(driverStatusHistory).values({
    driverId: event.driverId,
    action: event.action,
    actorUserId: event.actorUserId,
    comment: event.comment ?? null,
  });
}

export async function listDriverHistory(db: DbExecutor, driverId: string) {
  const rows = await db
    .select({
      id: driverStatusHistory.id,
      action: driverStatusHistory.action,
      comment: driverStatusHistory.comment,
      createdAt: driverStatusHistory.createdAt,
      ...actorColumns,
    })
    .from(driverStatusHistory)
    .leftJoin(actor, eq(actor.id, driverStatusHistory.actorUserId))
    .where(eq(driverStatusHistory.driverId, driverId))
    .orderBy(asc(driverStatusHistory.createdAt), asc(driverStatusHistory.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    comment: row.comment,
    createdAt: row.createdAt,
    actor: toEventActor(row),
  }));
}

const fullName = sql`${drivers.lastName} || ' ' || ${drivers.firstName}`;

const SORTS: Record<string, SQL[]> = {
  name: [asc(drivers.lastName), asc(drivers.firstName)],
  '-name': [desc(drivers.lastName), desc(drivers.firstName)],
  createdAt: [asc(drivers.createdAt)],
  '-createdAt': [desc(drivers.createdAt)],
  company: [asc(companies.name), asc(drivers.lastName), asc(drivers.firstName)],
  '-company': [desc(companies.name), asc(drivers.lastName), asc(drivers.firstName)],
  status: [asc(drivers.status), desc(drivers.createdAt)],
  '-status': [desc(drivers.status), desc(drivers.createdAt)],
};

/** What a driver list can ask for; every condition is combined with AND. */
export interface DriverFilter {
  companyId?: string;
  status?: DriverStatus;
  blacklisted?: boolean;
  /** true: only retired drivers; false: only drivers in a fleet; absent: both. */
  retired?: boolean;
  /** Only drivers `isDriverEligible` admits for their own carrier. */
  eligible?: boolean;
  /** Searches names, IIN, phone, licence number, and the carrier's name. */
  q?: string;
}

function filterConditions(filter: DriverFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.companyId) conditions.push(eq(drivers.companyId, filter.companyId));
  if (filter.status) conditions.push(eq(drivers.status, filter.status));
  if (filter.blacklisted !== undefined)
    conditions.push(eq(drivers.blacklisted, filter.blacklisted));
  if (filter.retired === true) conditions.push(isNotNull(drivers.retiredAt));
  if (filter.retired === false) conditions.push(isNull(drivers.retiredAt));
  if (filter.eligible) {
    // The SQL form of `isDriverEligible` (packages/shared) for the driver's own carrier.
    conditions.push(
      eq(drivers.status, DriverStatus.APPROVED),
      eq(drivers.blacklisted, false),
      isNull(drivers.retiredAt),
    );
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const search = or(
      ilike(fullName, pattern),
      ilike(sql`${drivers.firstName} || ' ' || ${drivers.lastName}`, pattern),
      ilike(drivers.middleName, pattern),
      ilike(drivers.iin, pattern),
      ilike(drivers.phone, pattern),
      ilike(drivers.licenceNumber, pattern),
      ilike(companies.name, pattern),
    );
    if (search) conditions.push(search);
  }
  return conditions;
}

/** One page of drivers with their carrier's name. */
export async function findDriverPage(
  db: DbExecutor,
  filter: DriverFilter,
  page: { page: number; pageSize: number; sort: string },
): Promise<{ rows: DriverWithCompany[]; total: number }> {
  const where = and(...filterConditions(filter));
  const [rows, totals] = await readTogether(db, [
    () =>
      db
        .select(withCompany)
        .from(drivers)
        .innerJoin(companies, eq(companies.id, drivers.companyId))
        .where(where)
        .orderBy(...(SORTS[page.sort] ?? SORTS['-createdAt'] ?? []), asc(drivers.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
    () =>
      db
        .select({ total: count() })
        .from(drivers)
        .innerJoin(companies, eq(companies.id, drivers.companyId))
        .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Carriers that have drivers, with how many are in the fleet, pending and blacklisted. */
export async function listCarriersWithDrivers(db: DbExecutor) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      bin: companies.bin,
      drivers: sql<number>`(count(*) filter (where ${drivers.retiredAt} is null))::int`,
      pending: sql<number>`(count(*) filter (where ${drivers.retiredAt} is null and ${drivers.status} = ${DriverStatus.PENDING_APPROVAL}))::int`,
      blacklisted: sql<number>`(count(*) filter (where ${drivers.blacklisted}))::int`,
    })
    .from(companies)
    .innerJoin(drivers, eq(drivers.companyId, companies.id))
    .groupBy(companies.id, companies.name, companies.bin)
    .orderBy(asc(companies.name), asc(companies.id));
}

/** A driver's record by id, whoever it belongs to (eligibility checks it against a carrier). */
export async function findDriverRecord(db: DbExecutor, id: string): Promise<DriverRow | null> {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
  return row ?? null;
}
