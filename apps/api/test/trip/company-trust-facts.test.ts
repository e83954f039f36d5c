import { computeTrustScore } from '@freight/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows.js';
import { orderProblems, orderRatings, orders, orderTripSteps } from '../../src/db/schema.js';
import { loadTrustScores } from '../../src/modules/ratings/company-trust-score.js';
import { rebuildCompanyTrustFacts } from '../../src/modules/ratings/trust-score-repo.js';
import {
  insertHistoricalOrder,
  insertProblem,
  insertRating,
  type CarrierParty,
  newTradingParties,
  type Party,
} from '../analytics/analytics-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * The trust facts (company_trust_facts, migration `company_trust_facts`, decision 028) are kept
 * by triggers on the orders, ratings, problems and trip steps; after any change they must equal
 * a recomputation from those rows, and the score read from them must equal the published
 * formula over the raw ratings.
 */
let test: TestApp;
let forwarder: Party;
let carrier: CarrierParty;
let orderId: string;

const allFacts = () =>
  rawRows<Record<string, unknown>>(
    test.app.database.db,
    sql`select * from company_trust_facts order by company_id`,
  );

/** The kept rows equal the rows recomputed from the source tables. */
async function expectKeptEqualsRebuilt(): Promise<void> {
  const kept = await allFacts();
  await rebuildCompanyTrustFacts(test.app.database.db);
  expect(await allFacts()).toEqual(kept);
}

async function scoreOf(companyId: string, now: Date) {
  const score = (await loadTrustScores(test.app.database.db, [companyId], now)).get(companyId);
  if (!score) throw new Error(`no trust score for ${companyId}`);
  return score;
}

const completedOrder = (createdAt: string) =>
  insertHistoricalOrder(test.app, {
    owner: forwarder,
    status: 'COMPLETED',
    createdAt,
    publishedAt: createdAt,
    price: 310_000,
    currency: 'KZT',
    transportType: 'TENT',
    plannedLoadingDate: '2026-01-10',
    plannedUnloadingDate: '2026-01-12',
    route: [
      ['Алматы', 0, 0],
      ['Астана', 0, 2],
    ],
    responses: [
      {
        carrier,
        status: 'ACCEPTED',
        price: 300_000,
        currency: 'KZT',
        createdAt,
        decidedAt: createdAt,
      },
    ],
    steps: { DELIVERED: '2026-01-13T07:00:00Z', PAYMENT_SENT: '2026-01-16T07:00:00Z' },
  });

beforeAll(async () => {
  test = await createTestApp();
  ({ forwarder, carrier } = await newTradingParties(test.app));
  orderId = await completedOrder('2026-01-05T07:00:00Z');
  await completedOrder('2025-06-05T07:00:00Z');
});

afterAll(async () => {
  await test.close();
});

describe('the trust facts the writes keep', () => {
  it('count completed orders and the payment speed of an order inserted completed', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect((await scoreOf(carrier.companyId, now)).facts).toMatchObject({
      completedOrders: 2,
      ratingCount: 0,
      problemsAtFault: 0,
    });
    expect((await scoreOf(forwarder.companyId, now)).facts).toMatchObject({
      completedOrders: 2,
      averageDaysToPayment: 3,
    });
    await expectKeptEqualsRebuilt();
  });

  it('weigh ratings by their age as the published formula does over the raw ratings', async () => {
    const ratings = [
      { score: 5, createdAt: '2026-01-16T07:00:00Z' },
      { score: 2, createdAt: '2025-06-20T07:00:00Z' },
    ];
    const [second] = await rawRows<{ id: string }>(
      test.app.database.db,
      sql`select id from orders where owner_company_id = ${forwarder.companyId} and id <> ${orderId}`,
    );
    for (const [index, rating] of ratings.entries()) {
      await insertRating(test.app, {
        orderId: index === 0 ? orderId : (second?.id ?? ''),
        side: 'FORWARDER',
        rater: forwarder,
        rated: carrier,
        score: rating.score,
        createdAt: rating.createdAt,
      });
    }
    const now = new Date('2026-11-24T12:00:00Z');
    const expected = computeTrustScore({
      kind: 'CARRIER',
      approved: true,
      completedOrders: 2,
      ratings: ratings.map(({ score, createdAt }) => ({
        score,
        ageDays: (now.getTime() - Date.parse(createdAt)) / 86_400_000,
      })),
      problemsAtFault: 0,
      averageDaysToPayment: null,
    });
    const kept = await scoreOf(carrier.companyId, now);
    expect(kept.score).toBe(expected.score);
    expect(kept.components.reputation).toBeCloseTo(expected.components.reputation, 9);
    expect(kept.facts.ratingCount).toBe(2);

    // A changed score moves the reputation; so does a year more of age.
    await test.app.database.db
      .update(orderRatings)
      .set({ score: 1 })
      .where(eq(orderRatings.orderId, orderId));
    const lowered = await scoreOf(carrier.companyId, now);
    expect(lowered.components.reputation).toBeLessThan(kept.components.reputation);
    const aYearLater = await scoreOf(carrier.companyId, new Date('2027-11-24T12:00:00Z'));
    expect(aYearLater.components.reputation).not.toBeCloseTo(lowered.components.reputation, 6);
    await expectKeptEqualsRebuilt();
  });

  it('follow a problem decided at fault, a corrected payment and an order no longer completed', async () => {
    const { db } = test.app.database;
    const now = new Date('2026-03-01T00:00:00Z');
    await insertProblem(test.app, {
      orderId,
      reporter: forwarder,
      createdAt: '2026-01-11T07:00:00Z',
      decidedAt: '2026-01-12T07:00:00Z',
    });
    expect((await scoreOf(carrier.companyId, now)).facts.problemsAtFault).toBe(0);
    await db
      .update(orderProblems)
      .set({ atFaultSide: 'CARRIER' })
      .where(eq(orderProblems.orderId, orderId));
    expect((await scoreOf(carrier.companyId, now)).facts.problemsAtFault).toBe(1);
    expect((await scoreOf(forwarder.companyId, now)).facts.problemsAtFault).toBe(0);
    await expectKeptEqualsRebuilt();

    // The payment corrected to six days after delivery: the average of 3 and 6.
    const correctedAt = new Date('2026-01-19T07:00:00Z');
    await db
      .update(orderTripSteps)
      .set({ supersededAt: correctedAt })
      .where(
        and(
          eq(orderTripSteps.orderId, orderId),
          eq(orderTripSteps.step, 'PAYMENT_SENT'),
          isNull(orderTripSteps.supersededAt),
        ),
      );
    await db.insert(orderTripSteps).values({
      orderId,
      step: 'PAYMENT_SENT',
      actualAt: correctedAt,
      recordedBy: forwarder.userId,
    });
    expect((await scoreOf(forwarder.companyId, now)).facts.averageDaysToPayment).toBeCloseTo(4.5);

    await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, orderId));
    expect((await scoreOf(carrier.companyId, now)).facts).toMatchObject({
      completedOrders: 1,
      problemsAtFault: 1,
    });
    expect((await scoreOf(forwarder.companyId, now)).facts.completedOrders).toBe(1);
    await expectKeptEqualsRebuilt();

    await db.delete(orderRatings).where(eq(orderRatings.orderId, orderId));
    await db.delete(orderProblems).where(eq(orderProblems.orderId, orderId));
    expect((await scoreOf(carrier.companyId, now)).facts).toMatchObject({
      ratingCount: 1,
      problemsAtFault: 0,
    });
    await expectKeptEqualsRebuilt();
  });
});
