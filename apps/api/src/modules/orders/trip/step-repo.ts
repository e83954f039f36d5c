import type { TripStep } from '@freight/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { orderDeliveryConfirmations, orderTripSteps, users } from '../../../db/schema.js';

/** The trip's writes and the step rows they check against (issue 9). */

export type TripStepRow = typeof orderTripSteps.$inferSelect;

/** A user as a view names them: "Фамилия Имя". */
export interface UserName {
  id: string;
  firstName: string;
  lastName: string;
}

/** Every step row of the order, superseded ones included, oldest first, with the recorder. */
export function findTripStepRows(
  db: DbExecutor,
  orderId: string,
): Promise<{ row: TripStepRow; recordedBy: UserName }[]> {
  return db
    .select({
      row: orderTripSteps,
      recordedBy: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(orderTripSteps)
    .innerJoin(users, eq(users.id, orderTripSteps.recordedBy))
    .where(eq(orderTripSteps.orderId, orderId))
    .orderBy(asc(orderTripSteps.createdAt), asc(orderTripSteps.id));
}

/** The current (not superseded) rows of the order's steps. */
export function findCurrentTripSteps(db: DbExecutor, orderId: string): Promise<TripStepRow[]> {
  return db
    .select()
    .from(orderTripSteps)
    .where(and(eq(orderTripSteps.orderId, orderId), isNull(orderTripSteps.supersededAt)));
}

export async function insertTripStep(
  db: DbExecutor,
  values: {
    orderId: string;
    step: TripStep;
    actualAt: Date;
    recordedBy: string;
    sealNumber?: string | null;
  },
): Promise<TripStepRow> {
  const [row] = await db.insert(orderTripSteps).values(values).returning();
  if (!row) throw new Error('trip step not inserted');
  return row;
}

/** Marks the current row of a step superseded; null when someone else did first. */
export async function supersedeTripStep(
  db: DbExecutor,
  id: string,
  at: Date,
): Promise<TripStepRow | null> {
  const [row] = await db
    .update(orderTripSteps)
    .set({ supersededAt: at })
    .where(and(eq(orderTripSteps.id, id), isNull(orderTripSteps.supersededAt)))
    .returning();
  return row ?? null;
}

/** Stores the forwarder side's confirmation; false when the order already has one. */
export async function insertDeliveryConfirmation(
  db: DbExecutor,
  values: { orderId: string; reservation: string | null; confirmedBy: string; confirmedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(orderDeliveryConfirmations)
    .values(values)
    .onConflictDoNothing()
    .returning({ orderId: orderDeliveryConfirmations.orderId });
  return rows.length > 0;
}

/** A user's name as documents write it: "Фамилия Имя Отчество". */
export async function findUserFullName(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      middleName: users.middleName,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ? [row.lastName, row.firstName, row.middleName].filter(Boolean).join(' ') : '';
}
