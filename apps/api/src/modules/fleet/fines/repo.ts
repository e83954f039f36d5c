import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { driverFines } from '../../../db/schema.js';
import { actor, actorColumns, toEventActor } from '../event-actor-repo.js';

export type DriverFineRow = typeof driverFines.$inferSelect;

export async function insertDriverFine(
  db: DbExecutor,
  fine: typeof driverFines.$inferInsert,
): Promise<DriverFineRow> {
  const [row] = await db.insert(driverFines).values(fine).returning();
  if (!row) throw new Error('insert into driver_fines returned nothing');
  return row;
}

/** A driver's fines, oldest first, with who recorded them. */
export async function listDriverFines(db: DbExecutor, driverId: string) {
  const rows = await db
    .select({ fine: driverFines, ...actorColumns })
    .from(driverFines)
    .leftJoin(actor, eq(actor.id, driverFines.createdBy))
    .where(eq(driverFines.driverId, driverId))
    .orderBy(asc(driverFines.finedOn), asc(driverFines.createdAt), asc(driverFines.id));
  return rows.map((row) => ({ fine: row.fine, createdBy: toEventActor(row) }));
}
