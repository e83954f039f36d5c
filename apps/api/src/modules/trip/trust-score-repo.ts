import { OrderSide, OrderStatus, TripStep } from '@freight/shared';
import { aliasedTable, and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { companies, orderProblems, orderRatings, orders, orderTripSteps } from '../../db/schema.js';

/** The verified facts of each company the trust score is computed from (docs/trust-score.md). */
export interface TrustFacts {
  kind: 'FORWARDER' | 'CARRIER';
  approved: boolean;
  completedOrders: number;
  ratings: { score: number; createdAt: Date }[];
  problemsAtFault: number;
  averageDaysToPayment: number | null;
}

const delivered = aliasedTable(orderTripSteps, 'delivered_step');
const paid = aliasedTable(orderTripSteps, 'paid_step');

/** Counts per company id of one side of the order. */
async function countBySide(
  db: DbExecutor,
  side: typeof orders.ownerCompanyId | typeof orders.selectedCarrierCompanyId,
  ids: string[],
  condition: ReturnType<typeof and>,
  withProblems: boolean,
) {
  const query = db.select({ companyId: side, total: count() }).from(orders);
  const joined = withProblems
    ? query.innerJoin(orderProblems, eq(orderProblems.orderId, orders.id))
    : query;
  return joined.where(and(inArray(side, ids), condition)).groupBy(side);
}

/**
 * Reads the facts of the trust score for registered companies (forwarders and carriers); the
 * platform's own company and unknown ids are left out.
 */
export async function findTrustFacts(
  db: DbExecutor,
  companyIds: readonly string[],
): Promise<Map<string, TrustFacts>> {
  const ids = [...new Set(companyIds)];
  const facts = new Map<string, TrustFacts>();
  if (ids.length === 0) return facts;
  const [rows, completedOwned, completedCarried, ratings, forwarderFaults, carrierFaults, payDays] =
    await readTogether(db, [
      () =>
        db
          .select({ id: companies.id, kind: companies.kind, status: companies.status })
          .from(companies)
          .where(inArray(companies.id, ids)),
      () =>
        countBySide(
          db,
          orders.ownerCompanyId,
          ids,
          eq(orders.status, OrderStatus.COMPLETED),
          false,
        ),
      () =>
        countBySide(
          db,
          orders.selectedCarrierCompanyId,
          ids,
          eq(orders.status, OrderStatus.COMPLETED),
          false,
        ),
      () =>
        db
          .select({
            companyId: orderRatings.ratedCompanyId,
            score: orderRatings.score,
            createdAt: orderRatings.createdAt,
          })
          .from(orderRatings)
          .where(inArray(orderRatings.ratedCompanyId, ids)),
      () =>
        countBySide(
          db,
          orders.ownerCompanyId,
          ids,
          eq(orderProblems.atFaultSide, OrderSide.FORWARDER),
          true,
        ),
      () =>
        countBySide(
          db,
          orders.selectedCarrierCompanyId,
          ids,
          eq(orderProblems.atFaultSide, OrderSide.CARRIER),
          true,
        ),
      () =>
        db
          .select({
            companyId: orders.ownerCompanyId,
            days: sql<
              string | number | null
            >`avg(extract(epoch from (${paid.actualAt} - ${delivered.actualAt})) / 86400)`,
          })
          .from(orders)
          .innerJoin(
            delivered,
            and(
              eq(delivered.orderId, orders.id),
              eq(delivered.step, TripStep.DELIVERED),
              isNull(delivered.supersededAt),
            ),
          )
          .innerJoin(
            paid,
            and(
              eq(paid.orderId, orders.id),
              eq(paid.step, TripStep.PAYMENT_SENT),
              isNull(paid.supersededAt),
            ),
          )
          .where(inArray(orders.ownerCompanyId, ids))
          .groupBy(orders.ownerCompanyId),
    ]);
  const totalOf = (counted: { companyId: string | null; total: number }[], id: string) =>
    counted.find((row) => row.companyId === id)?.total ?? 0;
  for (const row of rows) {
    if (row.kind === 'PLATFORM') continue;
    const days = payDays.find((entry) => entry.companyId === row.id)?.days;
    facts.set(row.id, {
      kind: row.kind,
      approved: row.status === 'APPROVED',
      completedOrders:
        row.kind === 'FORWARDER'
          ? totalOf(completedOwned, row.id)
          : totalOf(completedCarried, row.id),
      ratings: ratings
        .filter((rating) => rating.companyId === row.id)
        .map(({ score, createdAt }) => ({ score, createdAt })),
      problemsAtFault:
        row.kind === 'FORWARDER'
          ? totalOf(forwarderFaults, row.id)
          : totalOf(carrierFaults, row.id),
      averageDaysToPayment: days === null || days === undefined ? null : Number(days),
    });
  }
  return facts;
}
