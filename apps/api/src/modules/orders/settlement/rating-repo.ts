import type { OrderSide } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { companies, drivers, orderRatings } from '../../../db/schema.js';
import { AppError } from '../../../platform/errors/app-error.js';

export type RatingRow = typeof orderRatings.$inferSelect;

/**
 * One rating per order and side: the unique index turns a second one, even a simultaneous
 * one, into RATING_ALREADY_GIVEN.
 */
export async function insertRating(
  db: DbExecutor,
  values: {
    orderId: string;
    side: OrderSide;
    raterCompanyId: string;
    ratedCompanyId: string;
    ratedDriverId: string | null;
    score: number;
    comment: string | null;
    ratedBy: string;
  },
): Promise<RatingRow> {
  try {
    const [row] = await db.insert(orderRatings).values(values).returning();
    if (!row) throw new Error('rating not inserted');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'order_ratings_order_side_unique')) {
      throw new AppError('RATING_ALREADY_GIVEN');
    }
    throw error;
  }
}

/**
 * Sets a company's rating and count from all the ratings it received. The row is locked first,
 * so the update (a statement of its own, with a fresh snapshot) sees every rating committed by
 * a transaction that held the lock before: simultaneous ratings cannot drift.
 */
export async function recomputeCompanyRating(db: DbExecutor, companyId: string): Promise<void> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  await db
    .update(companies)
    .set({
      rating: sql`(select round(avg(${orderRatings.score}), 2) from ${orderRatings}
        where ${orderRatings.ratedCompanyId} = ${companyId})`,
      ratingCount: sql`(select count(*)::int from ${orderRatings}
        where ${orderRatings.ratedCompanyId} = ${companyId})`,
    })
    .where(eq(companies.id, companyId));
}

/** The same for a driver, from the ratings of the orders the driver drove. */
export async function recomputeDriverRating(db: DbExecutor, driverId: string): Promise<void> {
  await db.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
  await db
    .update(drivers)
    .set({
      rating: sql`(select round(avg(${orderRatings.score}), 2) from ${orderRatings}
        where ${orderRatings.ratedDriverId} = ${driverId})`,
      ratingCount: sql`(select count(*)::int from ${orderRatings}
        where ${orderRatings.ratedDriverId} = ${driverId})`,
    })
    .where(eq(drivers.id, driverId));
}
