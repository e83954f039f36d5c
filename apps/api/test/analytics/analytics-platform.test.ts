import { Role, type AnalyticsDashboard } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companies,
  companyReviewHistory,
  driverStatusHistory,
  orderDeletionRequests,
  orders,
} from '../../src/db/schema.js';
import { rawRows } from '../../src/db/raw-rows.js';
import { rebuildAnalyticsRollups } from '../../src/modules/analytics/rollup-repo.js';
import { createCompany } from '../auth-helpers.js';
import { newCompanyOwner, newPlatformAccount, type SignedInAccount } from '../company-factory.js';
import { insertDriver, insertVehicle } from '../order-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  figureById,
  insertHistoricalOrder,
  insertProblem,
  type CarrierParty,
  type HistoricalOrder,
  type Party,
} from './analytics-factory.js';

/**
 * The admin's platform dashboard on a hand-built history (issue 12), and the query's
 * validation. A database of its own, so the platform-wide counts are exactly this file's.
 */
const RANGE = 'from=2026-01-01&to=2026-03-31&bucket=month';
const at = (day: string, hour = 7) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

let test: TestApp;
let admin: SignedInAccount;

async function registered(
  kind: 'FORWARDER' | 'CARRIER',
  day: string,
  status: 'APPROVED' | 'PENDING_REVIEW' = 'APPROVED',
) {
  const company = await createCompany(test.app.database.db, { kind, status });
  await test.app.database.db
    .update(companies)
    .set({ createdAt: at(day) })
    .where(eq(companies.id, company.id));
  return company;
}

async function reviewSteps(companyId: string, steps: [action: string, at: Date][]) {
  await test.app.database.db.insert(companyReviewHistory).values(
    steps.map(([action, createdAt]) => ({
      companyId,
      action: action as 'SUBMITTED',
      createdAt,
    })),
  );
}

function get(path: string, account: SignedInAccount) {
  return test.app.inject({ method: 'GET', url: path, headers: account.headers });
}

beforeAll(async () => {
  test = await createTestApp();
  admin = await newPlatformAccount(test.app, Role.ADMIN);
  // Two forwarders in January, a carrier in February, a carrier still waiting in March.
  // Decisions: forwarders after 10 h, 24 h (rejected) and 2 h (approved on resubmission);
  // the carrier after 48 h.
  const f1 = await registered('FORWARDER', '2026-01-05');
  await reviewSteps(f1.id, [
    ['SUBMITTED', at('2026-01-05')],
    ['APPROVED', at('2026-01-05', 17)],
  ]);
  const f2 = await registered('FORWARDER', '2026-01-20');
  await reviewSteps(f2.id, [
    ['SUBMITTED', at('2026-01-20')],
    ['REJECTED', at('2026-01-21')],
    ['RESUBMITTED', at('2026-02-01')],
    ['APPROVED', at('2026-02-01', 9)],
  ]);
  const c1 = await registered('CARRIER', '2026-02-10');
  await reviewSteps(c1.id, [
    ['SUBMITTED', at('2026-02-10')],
    ['APPROVED', at('2026-02-12')],
  ]);
  await registered('CARRIER', '2026-03-03', 'PENDING_REVIEW');

  // Drivers: approved in January; rejected then blacklisted in February; one waiting.
  const approved = await insertDriver(test.app, c1.id);
  const rejected = await insertDriver(test.app, c1.id, { status: 'REJECTED', blacklisted: true });
  await insertDriver(test.app, c1.id, { status: 'PENDING_APPROVAL' });
  await test.app.database.db.insert(driverStatusHistory).values([
    { driverId: approved.id, action: 'SUBMITTED', createdAt: at('2026-01-09') },
    { driverId: approved.id, action: 'APPROVED', createdAt: at('2026-01-10') },
    { driverId: rejected.id, action: 'REJECTED', createdAt: at('2026-02-11') },
    { driverId: rejected.id, action: 'BLACKLISTED', createdAt: at('2026-02-20') },
  ]);

  const owner = (companyId: string): Promise<Party> =>
    newCompanyOwner(test.app, 'FORWARDER').then((account) => ({
      companyId,
      userId: account.user.id,
    }));
  const f1Owner = await owner(f1.id);
  const f2Owner = await owner(f2.id);
  const vehicle = await insertVehicle(test.app, c1.id);
  const carrier: CarrierParty = {
    companyId: c1.id,
    userId: f1Owner.userId,
    driverId: approved.id,
    vehicleId: vehicle.id,
  };
  const order = (values: Partial<HistoricalOrder> & Pick<HistoricalOrder, 'owner' | 'createdAt'>) =>
    insertHistoricalOrder(test.app, {
      status: 'PUBLISHED',
      price: 100_000,
      currency: 'KZT',
      transportType: 'TENT',
      plannedLoadingDate: '2026-04-01',
      plannedUnloadingDate: '2026-04-02',
      route: [
        ['Алматы', null, null],
        ['Астана', null, null],
      ],
      ...values,
    });
  // Active: January F1 and C1 (its response); February F1, F2 and C1.
  const january = await order({
    owner: f1Owner,
    createdAt: '2026-01-06T07:00:00Z',
    publishedAt: '2026-01-06T07:00:00Z',
    responses: [
      {
        carrier,
        status: 'ACTIVE',
        price: 100_000,
        currency: 'KZT',
        createdAt: '2026-01-06T09:00:00Z',
      },
    ],
  });
  const usd = await order({
    owner: f1Owner,
    createdAt: '2026-02-07T07:00:00Z',
    publishedAt: '2026-02-07T07:00:00Z',
    price: 500,
    currency: 'USD',
  });
  const february = await order({
    owner: f2Owner,
    createdAt: '2026-02-08T07:00:00Z',
    publishedAt: '2026-02-08T08:00:00Z',
    price: 200_000,
    responses: [
      {
        carrier,
        status: 'ACTIVE',
        price: 200_000,
        currency: 'KZT',
        createdAt: '2026-02-09T09:00:00Z',
      },
    ],
  });

  // Problems: decided after 24 h (January) and 6 h (February); one open.
  await insertProblem(test.app, {
    orderId: january,
    reporter: f1Owner,
    createdAt: '2026-01-07T07:00:00Z',
    decidedAt: '2026-01-08T07:00:00Z',
  });
  await insertProblem(test.app, {
    orderId: february,
    reporter: f2Owner,
    createdAt: '2026-02-10T07:00:00Z',
    decidedAt: '2026-02-10T13:00:00Z',
  });
  await insertProblem(test.app, {
    orderId: february,
    reporter: f2Owner,
    createdAt: '2026-02-15T07:00:00Z',
  });

  // Deletion requests: January's rejected in March, one approved in February, one pending.
  await test.app.database.db.insert(orderDeletionRequests).values([
    {
      orderId: january,
      status: 'REJECTED',
      requestedBy: f1Owner.userId,
      createdAt: at('2026-01-10'),
      decidedAt: at('2026-03-01'),
    },
    {
      orderId: usd,
      status: 'APPROVED',
      requestedBy: f1Owner.userId,
      createdAt: at('2026-02-07', 9),
      decidedAt: at('2026-02-08'),
    },
    {
      orderId: february,
      status: 'PENDING',
      requestedBy: f2Owner.userId,
      createdAt: at('2026-02-09'),
    },
  ]);
});

afterAll(async () => {
  await test.close();
});

describe('platform dashboard', () => {
  it('computes every figure of the platform', async () => {
    const response = await get(`/api/analytics/platform?${RANGE}&currency=KZT`, admin);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AnalyticsDashboard>();
    expect(answer).toMatchObject({ kind: 'platform', bucket: 'month', ownOrdersOnly: false });
    expect(answer.currenciesWithData).toEqual(['KZT', 'USD']);
    expect(figureById(answer, 'kpis').rows).toEqual([
      {
        activeCompanies: 3,
        pendingCompanies: 1,
        pendingDrivers: 1,
        openProblems: 1,
        pendingDeletions: 1,
      },
    ]);
    expect(figureById(answer, 'registrationsByPeriod').rows).toEqual([
      { period: '2026-01-01', forwarder: 2, carrier: 0 },
      { period: '2026-02-01', forwarder: 0, carrier: 1 },
      { period: '2026-03-01', forwarder: 0, carrier: 1 },
    ]);
    // Forwarders: 2, 10, 24 h → median 10, p90 10 + 0.8 × 14 = 21.2.
    expect(figureById(answer, 'registrationDecisionTime').rows).toEqual([
      { companyKind: 'FORWARDER', medianHours: 10, p90Hours: 21.2 },
      { companyKind: 'CARRIER', medianHours: 48, p90Hours: 48 },
    ]);
    expect(figureById(answer, 'pendingQueues').rows).toEqual([
      { queue: 'companies', count: 1 },
      { queue: 'drivers', count: 1 },
      { queue: 'problems', count: 1 },
      { queue: 'deletions', count: 1 },
    ]);
    expect(figureById(answer, 'driverDecisions').rows).toEqual([
      { period: '2026-01-01', approved: 1, rejected: 0, blacklisted: 0 },
      { period: '2026-02-01', approved: 0, rejected: 1, blacklisted: 1 },
      { period: '2026-03-01', approved: 0, rejected: 0, blacklisted: 0 },
    ]);
    expect(figureById(answer, 'problemOrders').rows).toEqual([
      { period: '2026-01-01', opened: 1, decided: 1, medianDecisionHours: 24 },
      { period: '2026-02-01', opened: 2, decided: 1, medianDecisionHours: 6 },
      { period: '2026-03-01', opened: 0, decided: 0, medianDecisionHours: null },
    ]);
    expect(figureById(answer, 'deletionRequests').rows).toEqual([
      { period: '2026-01-01', requested: 1, approved: 0, rejected: 0 },
      { period: '2026-02-01', requested: 2, approved: 1, rejected: 0 },
      { period: '2026-03-01', requested: 0, approved: 0, rejected: 1 },
    ]);
    expect(figureById(answer, 'activeCompanies').rows).toEqual([
      { period: '2026-01-01', activeCompanies: 2 },
      { period: '2026-02-01', activeCompanies: 3 },
      { period: '2026-03-01', activeCompanies: 0 },
    ]);
    expect(figureById(answer, 'ordersValue').rows).toEqual([
      { period: '2026-01-01', orders: 1, value: 100_000 },
      { period: '2026-02-01', orders: 2, value: 200_000 },
      { period: '2026-03-01', orders: 0, value: 0 },
    ]);
    // Every company's orders: F1's answered 2 h after publishing, F2's 25 h; F1's USD order
    // was never answered. None has a carrier yet.
    expect(figureById(answer, 'exchangeSpeed').rows).toEqual([
      {
        period: '2026-01-01',
        medianHoursToFirstResponse: 2,
        medianHoursToSelection: null,
        published: 1,
        answered: 1,
      },
      {
        period: '2026-02-01',
        medianHoursToFirstResponse: 25,
        medianHoursToSelection: null,
        published: 2,
        answered: 1,
      },
      {
        period: '2026-03-01',
        medianHoursToFirstResponse: null,
        medianHoursToSelection: null,
        published: 0,
        answered: 0,
      },
    ]);
    expect(figureById(answer, 'exchangeSpeedByLane').rows).toEqual([
      {
        lane: 'Алматы → Астана',
        published: 3,
        medianHoursToFirstResponse: 13.5,
        medianHoursToSelection: null,
      },
    ]);
    const usd = (
      await get(`/api/analytics/platform?${RANGE}&currency=USD`, admin)
    ).json<AnalyticsDashboard>();
    expect(figureById(usd, 'ordersValue').rows.map((row) => row.value)).toEqual([0, 500, 0]);
  });

  it('answers the admin only', async () => {
    const carrier = await newCompanyOwner(test.app, 'CARRIER');
    const moderator = await newPlatformAccount(test.app, Role.MODERATOR);
    expect((await get(`/api/analytics/platform?${RANGE}`, carrier)).statusCode).toBe(403);
    expect((await get(`/api/analytics/platform?${RANGE}`, moderator)).statusCode).toBe(403);
    expect((await get(`/api/analytics/forwarder?${RANGE}`, admin)).statusCode).toBe(403);
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `/api/analytics/platform?${RANGE}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the rollups the writes keep', () => {
  const snapshot = async () => ({
    orders: await rawRows(
      test.app.database.db,
      sql`select day::text, currency, orders, value::float8 as value from analytics_daily_orders
           where orders <> 0 order by day, currency`,
    ),
    active: await rawRows(
      test.app.database.db,
      sql`select day::text, company_id from analytics_daily_active_companies order by day, company_id`,
    ),
  });

  it('equal the plain computation after inserts and a change of price and currency', async () => {
    const [first] = await rawRows<{ id: string }>(
      test.app.database.db,
      sql`select id from orders where price = 200000`,
    );
    await test.app.database.db
      .update(orders)
      .set({ price: 250_000, currency: 'RUB' })
      .where(eq(orders.id, first!.id));
    const kept = await snapshot();
    expect(kept.orders).toContainEqual({
      day: '2026-02-08',
      currency: 'RUB',
      orders: 1,
      value: 250_000,
    });
    expect(kept.orders).not.toContainEqual(
      expect.objectContaining({ day: '2026-02-08', currency: 'KZT' }),
    );
    await rebuildAnalyticsRollups(test.app.database.db);
    expect(await snapshot()).toEqual(kept);
  });
});

describe('the query', () => {
  it('refuses a reversed, too long or malformed range with translated messages', async () => {
    const fields = async (query: string) => {
      const response = await get(`/api/analytics/platform?${query}`, admin);
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await fields('from=2026-03-01&to=2026-02-01')).toEqual({
      to: 'validation.dateRangeOrder',
    });
    expect(await fields('from=2025-01-01&to=2026-03-01')).toEqual({
      from: 'validation.analyticsRangeTooLong',
    });
    expect(await fields('from=2026-02-30&to=2026-03-01')).toMatchObject({
      from: 'validation.date',
    });
    expect(Object.keys(await fields('from=2026-01-01&to=2026-03-01&currency=XXX'))).toEqual([
      'currency',
    ]);
    expect(Object.keys(await fields('from=2026-01-01&to=2026-03-01&bucket=day'))).toEqual([
      'bucket',
    ]);
    expect(Object.keys(await fields('to=2026-03-01'))).toEqual(['from']);
  });

  it('accepts a year and a day, and picks months beyond 92 days', async () => {
    const response = await get('/api/analytics/platform?from=2025-03-31&to=2026-03-31', admin);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<AnalyticsDashboard>();
    expect(answer.bucket).toBe('month');
    expect(answer.currency).toBe('KZT');
    expect(figureById(answer, 'ordersValue').rows).toHaveLength(13);
    const quarter = (
      await get('/api/analytics/platform?from=2026-01-01&to=2026-04-02', admin)
    ).json<AnalyticsDashboard>();
    expect(quarter.bucket).toBe('week');
  });
});
