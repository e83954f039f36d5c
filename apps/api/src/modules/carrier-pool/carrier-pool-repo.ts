import type { CarrierPoolSource } from '@freight/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { carrierPoolMembers, companies, orders, users } from '../../db/schema.js';

/** A pool member as the forwarder's list shows it. */
export interface PoolMemberRow {
  carrierCompanyId: string;
  companyName: string;
  bin: string;
  source: CarrierPoolSource;
  orderNumber: string | null;
  createdAt: Date;
  addedByFirstName: string | null;
  addedByLastName: string | null;
  completedDeals: number;
}

/**
 * Orders of the pool's forwarder that the member carrier completed. The outer columns are
 * named with their table: drizzle writes a column of the select list without it.
 */
const completedDeals = sql<number>`(
  select count(*) from orders deal
  where deal.owner_company_id = carrier_pool_members.forwarder_company_id
    and deal.selected_carrier_company_id = carrier_pool_members.carrier_company_id
    and deal.status = 'COMPLETED')`.mapWith(Number);

function selectMembers(db: DbExecutor) {
  return db
    .select({
      carrierCompanyId: carrierPoolMembers.carrierCompanyId,
      companyName: companies.name,
      bin: companies.bin,
      source: carrierPoolMembers.source,
      orderNumber: orders.number,
      createdAt: carrierPoolMembers.createdAt,
      addedByFirstName: users.firstName,
      addedByLastName: users.lastName,
      completedDeals,
    })
    .from(carrierPoolMembers)
    .innerJoin(companies, eq(companies.id, carrierPoolMembers.carrierCompanyId))
    .leftJoin(orders, eq(orders.id, carrierPoolMembers.orderId))
    .leftJoin(users, eq(users.id, carrierPoolMembers.addedBy));
}

/** The forwarder's pool, newest first. */
export function findPoolMembers(
  db: DbExecutor,
  forwarderCompanyId: string,
): Promise<PoolMemberRow[]> {
  return selectMembers(db)
    .where(eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId))
    .orderBy(desc(carrierPoolMembers.createdAt), carrierPoolMembers.carrierCompanyId);
}

export async function findPoolMember(
  db: DbExecutor,
  forwarderCompanyId: string,
  carrierCompanyId: string,
): Promise<PoolMemberRow | null> {
  const [row] = await selectMembers(db).where(
    and(
      eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId),
      eq(carrierPoolMembers.carrierCompanyId, carrierCompanyId),
    ),
  );
  return row ?? null;
}

/**
 * How many carriers the pool holds, counted under a lock of the forwarder's company row, so
 * that two additions at once cannot both pass the limit. `no key update` leaves the row's
 * foreign keys free: orders and users referencing the company are not held up.
 */
export async function lockPoolSize(db: DbExecutor, forwarderCompanyId: string): Promise<number> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, forwarderCompanyId))
    .for('no key update');
  const [row] = await db
    .select({ size: count() })
    .from(carrierPoolMembers)
    .where(eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId));
  return row?.size ?? 0;
}

/** Adds the pair unless it is there already; true when this call added it. */
export async function insertPoolMember(
  db: DbExecutor,
  member: typeof carrierPoolMembers.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(carrierPoolMembers)
    .values(member)
    .onConflictDoNothing()
    .returning({ carrierCompanyId: carrierPoolMembers.carrierCompanyId });
  return inserted.length > 0;
}

/** Removes the pair; the row removed, or null when it was not in the pool. */
export async function deletePoolMember(
  db: DbExecutor,
  forwarderCompanyId: string,
  carrierCompanyId: string,
): Promise<typeof carrierPoolMembers.$inferSelect | null> {
  const [row] = await db
    .delete(carrierPoolMembers)
    .where(
      and(
        eq(carrierPoolMembers.forwarderCompanyId, forwarderCompanyId),
        eq(carrierPoolMembers.carrierCompanyId, carrierCompanyId),
      ),
    )
    .returning();
  return row ?? null;
}

/** A carrier the security service approved, by id or by BIN; null for any other company. */
export async function findApprovedCarrier(
  db: DbExecutor,
  by: { id: string } | { bin: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        'id' in by ? eq(companies.id, by.id) : eq(companies.bin, by.bin),
        eq(companies.kind, 'CARRIER'),
        eq(companies.status, 'APPROVED'),
      ),
    );
  return row ?? null;
}

/** The forwarders that list the carrier, newest first. */
export function findPoolListings(db: DbExecutor, carrierCompanyId: string) {
  return db
    .select({
      forwarderCompanyId: carrierPoolMembers.forwarderCompanyId,
      companyName: companies.name,
      bin: companies.bin,
      createdAt: carrierPoolMembers.createdAt,
    })
    .from(carrierPoolMembers)
    .innerJoin(companies, eq(companies.id, carrierPoolMembers.forwarderCompanyId))
    .where(eq(carrierPoolMembers.carrierCompanyId, carrierCompanyId))
    .orderBy(desc(carrierPoolMembers.createdAt), carrierPoolMembers.forwarderCompanyId);
}
