import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows.js';
import {
  insertHistoricalOrder,
  type CarrierParty,
  newTradingParties,
  type Party,
} from '../analytics/analytics-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Two transactions change different tables of one order at once (api-postgres only: PGlite runs
 * one transaction at a time). The order's facts row must end up with both changes: the second
 * refresh waits for the first transaction and reads what it committed, instead of overwriting
 * the row with what its own snapshot showed (migration `analytics_order_facts`).
 */
let test: TestApp;
let forwarder: Party;
let carrier: CarrierParty;
let orderId: string;

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: test.databaseUrl });
  await client.connect();
  return client;
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
    steps: { COMPLETED: '2026-01-15T07:00:00Z' },
  });
});

afterAll(async () => {
  await test.close();
});

it('keeps both of two concurrent changes to one order in its facts row', async () => {
  const first = await connect();
  const second = await connect();
  try {
    await first.query('begin');
    await first.query(
      `insert into order_problems (order_id, description, reported_by) values ($1, 'Опоздание', $2)`,
      [orderId, forwarder.userId],
    );
    await second.query('begin');
    const rating = second.query(
      `insert into order_ratings (order_id, side, rater_company_id, rated_company_id, score, rated_by)
       values ($1, 'FORWARDER', $2, $3, 5, $4)`,
      [orderId, forwarder.companyId, carrier.companyId, forwarder.userId],
    );
    // The second writer waits for a lock the first transaction holds (the refresh's own lock;
    // without it, the facts row's).
    const monitor = await connect();
    try {
      for (;;) {
        const { rows } = await monitor.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0]?.waiting) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await monitor.end();
    }
    await first.query('commit');
    await rating;
    await second.query('commit');
  } finally {
    await first.end();
    await second.end();
  }
  const [facts] = await rawRows<{ had_problem: boolean; forwarder_score: number | null }>(
    test.app.database.db,
    sql`select had_problem, forwarder_score from analytics_order_facts where order_id = ${orderId}`,
  );
  expect(facts).toEqual({ had_problem: true, forwarder_score: 5 });
});
