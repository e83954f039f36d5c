import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { responseCounterOffers } from '../../../db/schema.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { CounterOfferRow } from '../core/response-repo.js';

type NewCounterOfferRow = typeof responseCounterOffers.$inferInsert;
type ClosedStatus = Exclude<CounterOfferRow['status'], 'OPEN'>;

/** Inserts an OPEN counter-offer; the partial unique index refuses a second open one. */
export async function insertCounterOffer(
  db: DbExecutor,
  values: Omit<NewCounterOfferRow, 'status'>,
): Promise<CounterOfferRow> {
  try {
    const [row] = await db.insert(responseCounterOffers).values(values).returning();
    if (!row) throw new Error('counter-offer not inserted');
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'response_counter_offers_one_open')) {
      throw new AppError('COUNTER_OFFER_OPEN');
    }
    throw error;
  }
}

/** A counter-offer on this response (an id under another response is not found). */
export async function findCounterOfferOfResponse(
  db: DbExecutor,
  responseId: string,
  offerId: string,
): Promise<CounterOfferRow | null> {
  const [row] = await db
    .select()
    .from(responseCounterOffers)
    .where(
      and(eq(responseCounterOffers.id, offerId), eq(responseCounterOffers.responseId, responseId)),
    );
  return row ?? null;
}

/**
 * Closes an OPEN counter-offer, conditionally on its still being OPEN: of two decisions the
 * row lock lets one through, and the other finds it closed (null).
 */
export async function closeOpenCounterOffer(
  db: DbExecutor,
  offerId: string,
  status: ClosedStatus,
  decidedBy: string,
): Promise<CounterOfferRow | null> {
  const [row] = await db
    .update(responseCounterOffers)
    .set({ status, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(responseCounterOffers.id, offerId), eq(responseCounterOffers.status, 'OPEN')))
    .returning();
  return row ?? null;
}
