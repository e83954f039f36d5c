import {
  ORDER_STATUSES_HOLDING_TRUCK,
  TruckOfferStatus,
  type TransportType,
  type TruckBoardQuery,
} from '@freight/shared';
import {
  and,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import {
  companies,
  drivers,
  orderResponses,
  orders,
  truckOffers,
  vehicles,
} from '../../db/schema.js';

export type TruckOfferRow = typeof truckOffers.$inferSelect;
type NewTruckOfferRow = typeof truckOffers.$inferInsert;

/** The columns an offer's form sets, and those copied from its vehicle. */
export type TruckOfferValues = Omit<
  NewTruckOfferRow,
  'id' | 'status' | 'version' | 'createdAt' | 'updatedAt'
>;

/** An offer with what every view shows beside it, and whether its vehicle is on a trip. */
export interface TruckOfferWithContext {
  offer: TruckOfferRow;
  companyName: string;
  vehicle: { id: string; plateNumber: string; brand: string; model: string };
  driver: { id: string; lastName: string; firstName: string; middleName: string | null } | null;
  onTrip: boolean;
}

/**
 * Whether the offer's vehicle carries an order now: the accepted response of an order between
 * the carrier's selection and its completion names it (one probe of a small partial index).
 */
const vehicleOnTrip = sql<boolean>`exists (select 1 from ${orderResponses} join ${orders} on ${orders.selectedResponseId} = ${orderResponses.id} where ${orderResponses.vehicleId} = ${truckOffers.vehicleId} and ${orderResponses.status} = 'ACCEPTED' and ${inArray(orders.status, [...ORDER_STATUSES_HOLDING_TRUCK])})`;

function selectWithContext(db: DbExecutor) {
  return db
    .select({
      offer: truckOffers,
      companyName: companies.name,
      vehicle: {
        id: vehicles.id,
        plateNumber: vehicles.plateNumber,
        brand: vehicles.brand,
        model: vehicles.model,
      },
      driver: {
        id: drivers.id,
        lastName: drivers.lastName,
        firstName: drivers.firstName,
        middleName: drivers.middleName,
      },
      onTrip: vehicleOnTrip,
    })
    .from(truckOffers)
    .innerJoin(companies, eq(companies.id, truckOffers.companyId))
    .innerJoin(vehicles, eq(vehicles.id, truckOffers.vehicleId))
    .leftJoin(drivers, eq(drivers.id, truckOffers.driverId));
}

export async function insertTruckOffer(
  db: DbExecutor,
  values: TruckOfferValues,
): Promise<TruckOfferRow> {
  const [row] = await db.insert(truckOffers).values(values).returning();
  if (!row) throw new Error('truck offer not inserted');
  return row;
}

/** Changes an offer at the version read; null when it changed meanwhile. */
export async function updateTruckOfferIfVersion(
  db: DbExecutor,
  id: string,
  version: number,
  values: Partial<TruckOfferValues> & { status?: TruckOfferStatus },
): Promise<TruckOfferRow | null> {
  const [row] = await db
    .update(truckOffers)
    .set({ ...values, version: sql`${truckOffers.version} + 1`, updatedAt: new Date() })
    .where(and(eq(truckOffers.id, id), eq(truckOffers.version, version)))
    .returning();
  return row ?? null;
}

/** An offer with its context; limited to one company's when `companyId` is given. */
export async function findTruckOffer(
  db: DbExecutor,
  id: string,
  companyId?: string,
): Promise<TruckOfferWithContext | null> {
  const [row] = await selectWithContext(db).where(
    companyId
      ? and(eq(truckOffers.id, id), eq(truckOffers.companyId, companyId))
      : eq(truckOffers.id, id),
  );
  return row ?? null;
}

/** Active and not past its last day (`effectiveTruckOfferStatus`). */
const current = (today: string) =>
  and(eq(truckOffers.status, TruckOfferStatus.ACTIVE), gte(truckOffers.availableTo, today));

export interface BoardConditions {
  today: string;
  /** The places the truck may stand in: the origin and every place in it. */
  origins?: readonly string[];
  /** The destination and the places containing it: a truck going to any of them goes there. */
  destinationLineage?: readonly string[];
  date?: string;
  /** Bodies that can carry a load of one of the chosen types. */
  bodies?: readonly TransportType[];
  minTons?: number;
  minM3?: number;
}

function boardWhere(conditions: BoardConditions): SQL | undefined {
  const terms: (SQL | undefined)[] = [current(conditions.today)];
  if (conditions.origins) terms.push(inArray(truckOffers.place, [...conditions.origins]));
  if (conditions.destinationLineage) {
    terms.push(
      or(
        sql`cardinality(${truckOffers.destinations}) = 0`,
        arrayOverlaps(truckOffers.destinations, [...conditions.destinationLineage]),
      ),
    );
  }
  if (conditions.date) {
    terms.push(
      lte(truckOffers.availableFrom, conditions.date),
      gte(truckOffers.availableTo, conditions.date),
    );
  }
  if (conditions.bodies) terms.push(inArray(truckOffers.bodyType, [...conditions.bodies]));
  if (conditions.minTons !== undefined)
    terms.push(gte(truckOffers.capacityTons, conditions.minTons));
  if (conditions.minM3 !== undefined) terms.push(gte(truckOffers.capacityM3, conditions.minM3));
  return and(...terms);
}

const BOARD_SORTS: Record<NonNullable<TruckBoardQuery['sort']>, SQL[]> = {
  availableFrom: [asc(truckOffers.availableFrom)],
  '-availableFrom': [desc(truckOffers.availableFrom)],
  capacity: [asc(truckOffers.capacityTons), asc(truckOffers.capacityM3)],
  '-capacity': [desc(truckOffers.capacityTons), desc(truckOffers.capacityM3)],
  '-createdAt': [desc(truckOffers.createdAt)],
};

interface PageRequest {
  page: number;
  pageSize: number;
}

async function pageOf(
  db: DbExecutor,
  where: SQL | undefined,
  orderBy: SQL[],
  page: PageRequest,
): Promise<{ rows: TruckOfferWithContext[]; total: number }> {
  const [rows, totals] = await readTogether(db, [
    () =>
      selectWithContext(db)
        .where(where)
        .orderBy(...orderBy, asc(truckOffers.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
    () => db.select({ total: count() }).from(truckOffers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** A page of the capacity board: current offers of every carrier, filtered and sorted. */
export function findBoardPage(
  db: DbExecutor,
  conditions: BoardConditions,
  sort: TruckBoardQuery['sort'],
  page: PageRequest,
) {
  return pageOf(db, boardWhere(conditions), BOARD_SORTS[sort ?? 'availableFrom'], page);
}

/** A page of one carrier's offers: current ones, or the closed and expired (`closed`). */
export function findCompanyOfferPage(
  db: DbExecutor,
  companyId: string,
  options: { today: string; closed: boolean },
  page: PageRequest,
) {
  const state = options.closed
    ? or(
        ne(truckOffers.status, TruckOfferStatus.ACTIVE),
        lt(truckOffers.availableTo, options.today),
      )
    : current(options.today);
  return pageOf(
    db,
    and(eq(truckOffers.companyId, companyId), state),
    options.closed ? [desc(truckOffers.updatedAt)] : [asc(truckOffers.availableFrom)],
    page,
  );
}

/** Moves active offers past their last day to EXPIRED; answers how many. */
export async function expireTruckOffersBefore(db: DbExecutor, today: string): Promise<number> {
  const rows = await db
    .update(truckOffers)
    .set({
      status: TruckOfferStatus.EXPIRED,
      version: sql`${truckOffers.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(truckOffers.status, TruckOfferStatus.ACTIVE), lt(truckOffers.availableTo, today)))
    .returning({ id: truckOffers.id });
  return rows.length;
}
