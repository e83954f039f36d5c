import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows.js';
import {
  orderProblems,
  orderRatings,
  orderResponses,
  orderRoutePoints,
  orders,
  orderTripSteps,
} from '../../src/db/schema.js';
import { rebuildAnalyticsRollups } from '../../src/modules/analytics/rollup-repo.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  equatorKm,
  insertHistoricalOrder,
  insertProblem,
  insertRating,
  type CarrierParty,
  newTradingParties,
  routePointRows,
  type Party,
} from './analytics-factory.js';

/**
 * The per-order facts the company dashboards read (analytics_order_facts, migration
 * `analytics_order_facts`) are kept by triggers on every table they come from; after any
 * change they must equal what a recomputation from those tables gives.
 */
let test: TestApp;
let forwarder: Party;
let carrier: CarrierParty;
let orderId: string;

interface FactsRow {
  order_id: string;
  carrier_company_id: string | null;
  agreed_price: number | null;
  km: number | null;
  selected_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  loading_on_time: boolean | null;
  delivery_on_time: boolean | null;
  responses: number;
  had_problem: boolean;
  forwarder_score: number | null;
}

const allFacts = () =>
  rawRows<FactsRow>(
    test.app.database.db,
    sql`select order_id, owner_company_id, created_by, carrier_company_id, driver_id, vehicle_id,
               transport_type, lane, agreed_price, agreed_currency, round(km::numeric, 6)::float8 as km,
               created_at::text, published_at::text, selected_at::text, completed_at::text,
               cancelled_at::text, loading_at::text, loading_on_time, delivered_at::text,
               delivery_on_time, responses, had_problem, forwarder_score
          from analytics_order_facts order by order_id`,
  );

async function factsOf(id: string): Promise<FactsRow> {
  const row = (await allFacts()).find((facts) => facts.order_id === id);
  if (!row) throw new Error(`no facts row for ${id}`);
  return row;
}

/** The kept rows equal the rows recomputed from the source tables. */
async function expectKeptEqualsRebuilt(): Promise<void> {
  const kept = await allFacts();
  await rebuildAnalyticsRollups(test.app.database.db);
  expect(await allFacts()).toEqual(kept);
}

beforeAll(async () => {
  test = await createTestApp();
  ({ forwarder, carrier } = await newTradingParties(test.app));
  orderId = await insertHistoricalOrder(test.app, {
    owner: forwarder,
    status: 'COMPLETED',
    createdAt: '2026-01-05T07:00:00Z',
    publishedAt: '2026-01-05T08:00:00Z',
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
        createdAt: '2026-01-05T10:00:00Z',
        decidedAt: '2026-01-05T12:00:00Z',
      },
    ],
    steps: {
      LOADING_STARTED: '2026-01-10T07:00:00Z',
      DELIVERED: '2026-01-13T07:00:00Z',
      COMPLETED: '2026-01-15T07:00:00Z',
    },
  });
});

afterAll(async () => {
  await test.close();
});

describe('the order facts the writes keep', () => {
  it('hold every event of an order inserted with its route, responses and trip', async () => {
    const facts = await factsOf(orderId);
    expect(facts).toMatchObject({
      carrier_company_id: carrier.companyId,
      agreed_price: 300_000,
      km: Math.round(equatorKm(2) * 1e6) / 1e6,
      loading_on_time: true,
      delivery_on_time: false,
      responses: 1,
      had_problem: false,
      forwarder_score: null,
    });
    expect(facts.completed_at).not.toBeNull();
    await expectKeptEqualsRebuilt();
  });

  it('follow a problem, a rating and its change, and a route point without coordinates', async () => {
    await insertProblem(test.app, {
      orderId,
      reporter: forwarder,
      createdAt: '2026-01-11T07:00:00Z',
    });
    await insertRating(test.app, {
      orderId,
      side: 'FORWARDER',
      rater: forwarder,
      rated: carrier,
      score: 4,
      createdAt: '2026-01-16T07:00:00Z',
    });
    expect(await factsOf(orderId)).toMatchObject({ had_problem: true, forwarder_score: 4 });

    const { db } = test.app.database;
    await db.update(orderRatings).set({ score: 2 }).where(eq(orderRatings.orderId, orderId));
    await db
      .update(orderRoutePoints)
      .set({ lat: null })
      .where(and(eq(orderRoutePoints.orderId, orderId), eq(orderRoutePoints.position, 1)));
    expect(await factsOf(orderId)).toMatchObject({ forwarder_score: 2, km: null });
    await expectKeptEqualsRebuilt();

    await db.delete(orderProblems).where(eq(orderProblems.orderId, orderId));
    expect(await factsOf(orderId)).toMatchObject({ had_problem: false });
    await expectKeptEqualsRebuilt();
  });

  it('move with a superseded trip step, a changed offer and a cancellation', async () => {
    const { db } = test.app.database;
    const correctedAt = new Date('2026-01-17T07:00:00Z');
    await db
      .update(orderTripSteps)
      .set({ supersededAt: correctedAt })
      .where(
        and(
          eq(orderTripSteps.orderId, orderId),
          eq(orderTripSteps.step, 'COMPLETED'),
          isNull(orderTripSteps.supersededAt),
        ),
      );
    expect((await factsOf(orderId)).completed_at).toBeNull();
    await db.insert(orderTripSteps).values({
      orderId,
      step: 'COMPLETED',
      actualAt: correctedAt,
      recordedBy: forwarder.userId,
    });
    expect(new Date((await factsOf(orderId)).completed_at ?? '').toISOString()).toBe(
      correctedAt.toISOString(),
    );

    await db
      .update(orderResponses)
      .set({ price: 280_000 })
      .where(eq(orderResponses.orderId, orderId));
    expect(await factsOf(orderId)).toMatchObject({ agreed_price: 280_000 });

    await db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, orderId));
    const cancelled = await factsOf(orderId);
    expect(cancelled.completed_at).toBeNull();
    expect(cancelled.cancelled_at).not.toBeNull();
    await expectKeptEqualsRebuilt();
  });

  it('follow one statement over the parts of several orders', async () => {
    const other = await insertHistoricalOrder(test.app, {
      owner: forwarder,
      status: 'CARRIER_SELECTED',
      createdAt: '2026-02-02T07:00:00Z',
      publishedAt: '2026-02-02T08:00:00Z',
      price: 150_000,
      currency: 'KZT',
      transportType: 'TENT',
      plannedLoadingDate: '2026-02-05',
      plannedUnloadingDate: '2026-02-06',
      route: [
        ['Шымкент', 0, 0],
        ['Тараз', 0, 1],
      ],
      responses: [
        {
          carrier,
          status: 'ACCEPTED',
          price: 140_000,
          currency: 'KZT',
          createdAt: '2026-02-02T10:00:00Z',
          decidedAt: '2026-02-02T12:00:00Z',
        },
      ],
    });
    const both = [orderId, other];
    const { db } = test.app.database;
    expect(await factsOf(other)).toMatchObject({ agreed_price: 140_000 });

    await db
      .update(orderResponses)
      .set({ price: 120_000 })
      .where(inArray(orderResponses.orderId, both));
    for (const id of both) expect(await factsOf(id)).toMatchObject({ agreed_price: 120_000 });

    await db.delete(orderRoutePoints).where(inArray(orderRoutePoints.orderId, both));
    for (const id of both) expect(await factsOf(id)).toMatchObject({ km: null });
    await db.insert(orderRoutePoints).values(
      both.flatMap((id) =>
        routePointRows(id, [
          ['Алматы', 0, 0],
          ['Астана', 0, 3],
        ]),
      ),
    );
    for (const id of both) {
      expect(await factsOf(id)).toMatchObject({ km: Math.round(equatorKm(3) * 1e6) / 1e6 });
    }

    await expectKeptEqualsRebuilt();
  });
});
