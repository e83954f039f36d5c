import type { VehicleListQuery } from '@freight/shared';
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
import { companies, drivers, vehicles } from '../../../db/schema.js';
import { containsPattern } from '../../../db/search.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { readTogether } from '../../../db/read-together.js';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/** A vehicle with its carrier's name and the driver assigned to it, as every view shows it. */
export interface VehicleWithContext {
  vehicle: VehicleRow;
  companyName: string;
  driver: { id: string; lastName: string; firstName: string; middleName: string | null } | null;
}

const withContext = {
  vehicle: vehicles,
  companyName: companies.name,
  driver: {
    id: drivers.id,
    lastName: drivers.lastName,
    firstName: drivers.firstName,
    middleName: drivers.middleName,
  },
};

function selectWithContext(db: DbExecutor) {
  return db
    .select(withContext)
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .leftJoin(drivers, eq(drivers.id, vehicles.assignedDriverId));
}

/** A vehicle of this carrier, or null (so a foreign id looks like no id). */
export async function findVehicle(
  db: DbExecutor,
  id: string,
  companyId: string,
): Promise<VehicleWithContext | null> {
  const [row] = await selectWithContext(db).where(
    and(eq(vehicles.id, id), eq(vehicles.companyId, companyId)),
  );
  return row ?? null;
}

/** The vehicles assigned to a driver that are still in the fleet (the driver's view). */
export async function listVehiclesOfDriver(
  db: DbExecutor,
  driverId: string,
): Promise<VehicleWithContext[]> {
  return selectWithContext(db)
    .where(and(eq(vehicles.assignedDriverId, driverId), isNull(vehicles.retiredAt)))
    .orderBy(asc(vehicles.plateNumber));
}

const SORTS: Record<string, SQL[]> = {
  plateNumber: [asc(vehicles.plateNumber)],
  '-plateNumber': [desc(vehicles.plateNumber)],
  brand: [asc(vehicles.brand), asc(vehicles.model)],
  '-brand': [desc(vehicles.brand), desc(vehicles.model)],
  manufactureYear: [asc(vehicles.manufactureYear)],
  '-manufactureYear': [desc(vehicles.manufactureYear)],
  createdAt: [asc(vehicles.createdAt)],
  '-createdAt': [desc(vehicles.createdAt)],
};

/** One page of a carrier's vehicles: in the fleet unless `retired=true`, searchable. */
export async function findVehiclePage(
  db: DbExecutor,
  companyId: string,
  query: VehicleListQuery,
): Promise<{ rows: VehicleWithContext[]; total: number }> {
  const conditions: SQL[] = [
    eq(vehicles.companyId, companyId),
    query.retired ? isNotNull(vehicles.retiredAt) : isNull(vehicles.retiredAt),
  ];
  if (query.driverId) conditions.push(eq(vehicles.assignedDriverId, query.driverId));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const search = or(
      ilike(vehicles.plateNumber, pattern),
      // Plates are stored without spaces; a search typed with them still finds the plate.
      ilike(vehicles.plateNumber, containsPattern(query.q.replace(/\s+/g, ''))),
      ilike(vehicles.vin, pattern),
      ilike(vehicles.techPassportNumber, pattern),
      ilike(sql`${vehicles.brand} || ' ' || ${vehicles.model}`, pattern),
      ilike(vehicles.region, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const [rows, totals] = await readTogether(db, [
    () =>
      selectWithContext(db)
        .where(where)
        .orderBy(...(SORTS[query.sort ?? ''] ?? SORTS['-createdAt'] ?? []), asc(vehicles.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
    () => db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A plate or VIN taken meanwhile (the unique indexes caught it) answers its own code. */
function duplicateAsAppError(error: unknown): unknown {
  if (isUniqueViolation(error, 'vehicles_plate_active_unique')) {
    return new AppError('PLATE_ALREADY_REGISTERED');
  }
  if (isUniqueViolation(error, 'vehicles_vin_active_unique')) {
    return new AppError('VIN_ALREADY_REGISTERED');
  }
  return error;
}

/** Whether a vehicle in some fleet (other than `exceptId`) already has this plate or VIN. */
export async function findVehicleConflict(
  db: DbExecutor,
  values: { plateNumber: string; vin: string },
  exceptId?: string,
): Promise<'PLATE_ALREADY_REGISTERED' | 'VIN_ALREADY_REGISTERED' | null> {
  const rows = await db
    .select({ id: vehicles.id, plateNumber: vehicles.plateNumber, vin: vehicles.vin })
    .from(vehicles)
    .where(
      and(
        isNull(vehicles.retiredAt),
        or(eq(vehicles.plateNumber, values.plateNumber), eq(vehicles.vin, values.vin)),
      ),
    );
  const others = rows.filter((row) => row.id !== exceptId);
  if (others.some((row) => row.plateNumber === values.plateNumber)) {
    return 'PLATE_ALREADY_REGISTERED';
  }
  if (others.some((row) => row.vin === values.vin)) return 'VIN_ALREADY_REGISTERED';
  return null;
}

export async function insertVehicle(db: DbExecutor, values: NewVehicleRow): Promise<VehicleRow> {
  try {
    const [row] = await db.insert(vehicles).values(values).returning();
    if (!row) throw new Error('insert into vehicles returned nothing');
    return row;
  } catch (error) {
    throw duplicateAsAppError(error);
  }
}

/** Applies changes only at `expectedVersion` (null: any), bumping it; null when changed first. */
export async function updateVehicle(
  db: DbExecutor,
  id: string,
  expectedVersion: number | null,
  changes: Partial<Omit<NewVehicleRow, 'id' | 'companyId' | 'version'>>,
): Promise<VehicleRow | null> {
  const where =
    expectedVersion === null
      ? eq(vehicles.id, id)
      : and(eq(vehicles.id, id), eq(vehicles.version, expectedVersion));
  try {
    const [row] = await db
      .update(vehicles)
      .set({ ...changes, version: sql`${vehicles.version} + 1`, updatedAt: new Date() })
      .where(where)
      .returning();
    return row ?? null;
  } catch (error) {
    throw duplicateAsAppError(error);
  }
}

/** Takes a retired driver off every vehicle they were assigned to. */
export async function unassignDriverVehicles(db: DbExecutor, driverId: string): Promise<string[]> {
  const rows = await db
    .update(vehicles)
    .set({ assignedDriverId: null, version: sql`${vehicles.version} + 1`, updatedAt: new Date() })
    .where(eq(vehicles.assignedDriverId, driverId))
    .returning({ id: vehicles.id });
  return rows.map((row) => row.id);
}

/** A vehicle's record by id, whoever it belongs to (eligibility checks it against a carrier). */
export async function findVehicleRecord(db: DbExecutor, id: string): Promise<VehicleRow | null> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row ?? null;
}
