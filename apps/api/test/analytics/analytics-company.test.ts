import type { AnalyticsDashboard } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverFines } from '../../src/db/schema.js';
import { newCompanyOwner, newCompanyStaff, type SignedInAccount } from '../company-factory.js';
import { insertDriver, insertVehicle } from '../order-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';
import {
  equatorKm,
  figureById,
  insertHistoricalOrder,
  insertProblem,
  insertRating,
  partyOf,
  type CarrierParty,
} from './analytics-factory.js';

/**
 * The forwarder and carrier dashboards on a hand-built history (issue 12): five orders of one
 * forwarder in January and February 2026, two carriers, with every instant at noon in Almaty
 * (07:00 UTC) so no figure depends on the time zone's edge. Each expected number is worked out
 * by hand in the comments.
 */
const RANGE = 'from=2026-01-01&to=2026-03-31&bucket=month';
const noon = (day: string, hour = 7) => `${day}T${String(hour).padStart(2, '0')}:00:00Z`;

let test: TestApp;
let owner: SignedInAccount;
let employee: SignedInAccount;
let carrierOwner: SignedInAccount;
let carrierX: CarrierParty;
let carrierY: CarrierParty;

async function carrierWithFleet(account: SignedInAccount): Promise<CarrierParty> {
  const companyId = account.user.companyId ?? '';
  const driver = await insertDriver(test.app, companyId, {
    lastName: `Водитель-${companyId.slice(0, 4)}`,
  });
  const vehicle = await insertVehicle(test.app, companyId);
  return { ...partyOf(account), driverId: driver.id, vehicleId: vehicle.id };
}

async function dashboard(
  account: SignedInAccount | null,
  kind: 'forwarder' | 'carrier',
  query = `${RANGE}&currency=KZT`,
) {
  return test.app.inject({
    method: 'GET',
    url: `/api/analytics/${kind}?${query}`,
    headers: account?.headers ?? {},
  });
}

async function okDashboard(
  account: SignedInAccount,
  kind: 'forwarder' | 'carrier',
  query?: string,
): Promise<AnalyticsDashboard> {
  const response = await dashboard(account, kind, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticsDashboard>();
}

/** Almaty (0°, 0°) on the equator: one degree east or north is equatorKm(1). */
const ALMATY = ['Алматы', 0, 0] as const;

beforeAll(async () => {
  test = await createTestApp();
  owner = await newCompanyOwner(test.app, 'FORWARDER');
  employee = await newCompanyStaff(test.app, owner.company!);
  carrierOwner = await newCompanyOwner(test.app, 'CARRIER');
  carrierX = await carrierWithFleet(carrierOwner);
  carrierY = await carrierWithFleet(await newCompanyOwner(test.app, 'CARRIER'));

  // Order 1 (owner): 3° along the equator via an intermediate point, TENT, agreed 300,000 KZT.
  // Published 08:00, selected 12:00 (4 h). Loaded on the planned day, delivered a day late.
  const order1 = await insertHistoricalOrder(test.app, {
    owner: partyOf(owner),
    status: 'COMPLETED',
    createdAt: noon('2026-01-05'),
    publishedAt: noon('2026-01-05', 8),
    price: 310_000,
    currency: 'KZT',
    transportType: 'TENT',
    plannedLoadingDate: '2026-01-10',
    plannedUnloadingDate: '2026-01-12',
    route: [ALMATY, ['Караганда', 0, 1], ['Астана', 0, 3]],
    responses: [
      {
        carrier: carrierX,
        status: 'ACCEPTED',
        price: 300_000,
        currency: 'KZT',
        createdAt: noon('2026-01-05', 10),
        decidedAt: noon('2026-01-05', 12),
      },
      {
        carrier: carrierY,
        status: 'DECLINED',
        price: 320_000,
        currency: 'KZT',
        createdAt: noon('2026-01-05', 9),
        decidedAt: noon('2026-01-05', 12),
      },
    ],
    steps: {
      LOADING_STARTED: noon('2026-01-10'),
      DELIVERED: noon('2026-01-13'),
      COMPLETED: noon('2026-01-15'),
    },
  });
  // Order 2 (employee): 2°, TENT, 200,000 KZT; selected 10 h after publishing; on time both
  // ways; a problem report.
  const order2 = await insertHistoricalOrder(test.app, {
    owner: partyOf(employee),
    status: 'COMPLETED',
    createdAt: noon('2026-01-06'),
    publishedAt: noon('2026-01-06', 8),
    price: 200_000,
    currency: 'KZT',
    transportType: 'TENT',
    plannedLoadingDate: '2026-01-21',
    plannedUnloadingDate: '2026-01-23',
    route: [ALMATY, ['Астана', 0, 2]],
    responses: [
      {
        carrier: carrierX,
        status: 'ACCEPTED',
        price: 200_000,
        currency: 'KZT',
        createdAt: noon('2026-01-06', 9),
        decidedAt: noon('2026-01-06', 18),
      },
    ],
    steps: {
      LOADING_STARTED: noon('2026-01-20'),
      DELIVERED: noon('2026-01-22'),
      COMPLETED: noon('2026-01-25'),
    },
  });
  // Order 3 (owner): 1° north, REFRIGERATOR, 1,000 USD to carrier Y; selected after 20 h;
  // loaded a day late, delivered on time.
  await insertHistoricalOrder(test.app, {
    owner: partyOf(owner),
    status: 'COMPLETED',
    createdAt: noon('2026-02-02'),
    publishedAt: noon('2026-02-02', 8),
    price: 1_000,
    currency: 'USD',
    transportType: 'REFRIGERATOR',
    plannedLoadingDate: '2026-02-05',
    plannedUnloadingDate: '2026-02-08',
    route: [ALMATY, ['Шымкент', 1, 0]],
    responses: [
      {
        carrier: carrierY,
        status: 'ACCEPTED',
        price: 1_000,
        currency: 'USD',
        createdAt: noon('2026-02-02', 9),
        decidedAt: '2026-02-03T04:00:00Z',
      },
      {
        carrier: carrierX,
        status: 'DECLINED',
        price: 1_100,
        currency: 'USD',
        createdAt: noon('2026-02-02', 10),
        decidedAt: '2026-02-03T04:00:00Z',
      },
    ],
    steps: {
      LOADING_STARTED: noon('2026-02-06'),
      DELIVERED: noon('2026-02-08'),
      COMPLETED: noon('2026-02-10'),
    },
  });
  // Order 4 (owner): published, a withdrawn response, cancelled the next day.
  await insertHistoricalOrder(test.app, {
    owner: partyOf(owner),
    status: 'CANCELLED',
    createdAt: noon('2026-02-03'),
    publishedAt: noon('2026-02-03', 8),
    updatedAt: noon('2026-02-04'),
    price: 150_000,
    currency: 'KZT',
    transportType: 'TENT',
    plannedLoadingDate: '2026-02-10',
    plannedUnloadingDate: '2026-02-11',
    route: [ALMATY, ['Астана', 0, 2]],
    responses: [
      {
        carrier: carrierX,
        status: 'WITHDRAWN',
        price: 150_000,
        currency: 'KZT',
        createdAt: noon('2026-02-03', 9),
      },
    ],
  });
  // Order 5 (owner): a draft.
  await insertHistoricalOrder(test.app, {
    owner: partyOf(owner),
    status: 'DRAFT',
    createdAt: noon('2026-02-16'),
    price: 90_000,
    currency: 'KZT',
    transportType: 'TENT',
    plannedLoadingDate: '2026-04-10',
    plannedUnloadingDate: '2026-04-11',
    route: [ALMATY, ['Астана', null, null]],
  });

  await insertRating(test.app, {
    orderId: order1,
    side: 'FORWARDER',
    rater: partyOf(owner),
    rated: carrierX,
    driverId: carrierX.driverId,
    score: 5,
    createdAt: noon('2026-01-15'),
  });
  await insertRating(test.app, {
    orderId: order2,
    side: 'FORWARDER',
    rater: partyOf(employee),
    rated: carrierX,
    driverId: carrierX.driverId,
    score: 3,
    createdAt: noon('2026-01-25'),
  });
  // The carrier's rating of the forwarder is not a rating the carrier received.
  await insertRating(test.app, {
    orderId: order1,
    side: 'CARRIER',
    rater: carrierX,
    rated: partyOf(owner),
    score: 1,
    createdAt: noon('2026-01-16'),
  });
  await insertProblem(test.app, {
    orderId: order2,
    reporter: partyOf(employee),
    createdAt: noon('2026-01-21'),
  });
  await test.app.database.db.insert(driverFines).values([
    {
      driverId: carrierX.driverId,
      amount: 5_000,
      finedOn: '2026-01-11',
      description: 'Превышение скорости',
    },
    { driverId: carrierX.driverId, amount: 7_000, finedOn: '2026-03-02', description: 'Перегруз' },
    {
      driverId: carrierX.driverId,
      amount: 9_000,
      finedOn: '2025-12-30',
      description: 'Вне периода',
    },
  ]);
});

afterAll(async () => {
  await test.close();
});

describe('forwarder dashboard', () => {
  it('computes every figure of the owner from the whole company', async () => {
    const answer = await okDashboard(owner, 'forwarder');
    expect(answer).toMatchObject({
      kind: 'forwarder',
      bucket: 'month',
      currency: 'KZT',
      ownOrdersOnly: false,
    });
    expect(answer.currenciesWithData).toEqual(['KZT', 'USD']);
    expect(answer.figures.map((figure) => figure.id)).not.toContain('companyTotals');
    // Selections after 4, 10 and 20 h: median 10. One of five created orders had a problem.
    expect(figureById(answer, 'kpis').rows).toEqual([
      {
        ordersCreated: 5,
        ordersCompleted: 3,
        spend: 500_000,
        medianHoursToSelection: 10,
        problemShare: 0.2,
      },
    ]);
    expect(figureById(answer, 'ordersByPeriod').rows).toEqual([
      { period: '2026-01-01', created: 2, published: 2, selected: 2, completed: 2, cancelled: 0 },
      { period: '2026-02-01', created: 3, published: 2, selected: 1, completed: 1, cancelled: 1 },
      { period: '2026-03-01', created: 0, published: 0, selected: 0, completed: 0, cancelled: 0 },
    ]);
    expect(figureById(answer, 'spendByPeriod').rows).toEqual([
      { period: '2026-01-01', spend: 500_000 },
      { period: '2026-02-01', spend: 0 },
      { period: '2026-03-01', spend: 0 },
    ]);
    // 500,000 KZT over 3° + 2° of great circle; the USD order is another currency.
    expect(figureById(answer, 'pricePerKm').rows).toEqual([
      {
        transportType: 'TENT',
        pricePerKm: Math.round((500_000 / equatorKm(5)) * 100) / 100,
        orders: 2,
      },
    ]);
    expect(figureById(answer, 'topLanes').rows).toEqual([
      { lane: 'Алматы → Астана', orders: 2, spend: 500_000 },
      { lane: 'Алматы → Шымкент', orders: 1, spend: 0 },
    ]);
    // January: 4 h and 10 h → median 7, p90 4 + 0.9 × 6 = 9.4. February: 20 h.
    expect(figureById(answer, 'timeToSelection').rows).toEqual([
      { period: '2026-01-01', medianHours: 7, p90Hours: 9.4 },
      { period: '2026-02-01', medianHours: 20, p90Hours: 20 },
      { period: '2026-03-01', medianHours: null, p90Hours: null },
    ]);
    // Published in January: orders 1 and 2, first answered after 1 h each, selected after 4 h
    // and 10 h. February: orders 3 (1 h, 20 h) and 4 (its withdrawn response still answered it
    // after 1 h; never selected). The draft was never published.
    expect(figureById(answer, 'exchangeSpeed').rows).toEqual([
      {
        period: '2026-01-01',
        medianHoursToFirstResponse: 1,
        medianHoursToSelection: 7,
        published: 2,
        answered: 2,
      },
      {
        period: '2026-02-01',
        medianHoursToFirstResponse: 1,
        medianHoursToSelection: 20,
        published: 2,
        answered: 2,
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
        medianHoursToFirstResponse: 1,
        medianHoursToSelection: 7,
      },
      {
        lane: 'Алматы → Шымкент',
        published: 1,
        medianHoursToFirstResponse: 1,
        medianHoursToSelection: 20,
      },
    ]);
    // January: 2 and 1 responses; February: 2 and 0 (the withdrawn one does not count).
    expect(figureById(answer, 'responsesPerOrder').rows).toEqual([
      { period: '2026-01-01', averageResponses: 1.5 },
      { period: '2026-02-01', averageResponses: 1 },
      { period: '2026-03-01', averageResponses: 0 },
    ]);
    expect(figureById(answer, 'onTime').rows).toEqual([
      { period: '2026-01-01', loadingOnTime: 1, deliveryOnTime: 0.5 },
      { period: '2026-02-01', loadingOnTime: 0, deliveryOnTime: 1 },
      { period: '2026-03-01', loadingOnTime: null, deliveryOnTime: null },
    ]);
    expect(figureById(answer, 'topCarriers').rows).toEqual([
      { carrier: carrierOwner.company!.name, orders: 2, averageRating: 4 },
      { carrier: expect.any(String), orders: 1, averageRating: null },
    ]);
    expect(figureById(answer, 'problemShare').rows).toEqual([
      { period: '2026-01-01', problemShare: 0.5 },
      { period: '2026-02-01', problemShare: 0 },
      { period: '2026-03-01', problemShare: null },
    ]);
    expect(figureById(answer, 'byEmployee').rows).toEqual([
      { employee: `${owner.user.lastName} ${owner.user.firstName}`, orders: 2, spend: 300_000 },
      {
        employee: `${employee.user.lastName} ${employee.user.firstName}`,
        orders: 1,
        spend: 200_000,
      },
    ]);
  });

  it('states money in the requested currency only', async () => {
    const answer = await okDashboard(owner, 'forwarder', `${RANGE}&currency=USD`);
    expect(figureById(answer, 'kpis').rows[0]).toMatchObject({ spend: 1_000 });
    expect(figureById(answer, 'spendByPeriod').rows.map((row) => row.spend)).toEqual([0, 1_000, 0]);
    expect(figureById(answer, 'pricePerKm').rows).toEqual([
      {
        transportType: 'REFRIGERATOR',
        pricePerKm: Math.round((1_000 / equatorKm(1)) * 100) / 100,
        orders: 1,
      },
    ]);
  });

  it('buckets by ISO week (Monday) and keeps every week of the range', async () => {
    const answer = await okDashboard(owner, 'forwarder', 'from=2026-01-01&to=2026-01-31');
    expect(answer.bucket).toBe('week');
    const periods = figureById(answer, 'ordersByPeriod').rows.map((row) => row.period);
    expect(periods).toEqual(['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
    expect(figureById(answer, 'ordersByPeriod').rows[1]).toMatchObject({
      created: 2,
      published: 2,
      selected: 2,
    });
  });

  it("shows an employee their own orders and the company's totals", async () => {
    const answer = await okDashboard(employee, 'forwarder');
    expect(answer.ownOrdersOnly).toBe(true);
    expect(answer.figures.map((figure) => figure.id)).not.toContain('byEmployee');
    expect(figureById(answer, 'kpis').rows).toEqual([
      {
        ordersCreated: 1,
        ordersCompleted: 1,
        spend: 200_000,
        medianHoursToSelection: 10,
        problemShare: 1,
      },
    ]);
    expect(figureById(answer, 'companyTotals').rows).toEqual([
      { ordersCreated: 5, ordersCompleted: 3, spend: 500_000 },
    ]);
    expect(figureById(answer, 'topLanes').rows).toEqual([
      { lane: 'Алматы → Астана', orders: 1, spend: 200_000 },
    ]);
  });
});

describe('carrier dashboard', () => {
  it('computes every figure of the carrier from its responses and orders', async () => {
    const answer = await okDashboard(carrierOwner, 'carrier');
    expect(answer).toMatchObject({ kind: 'carrier', bucket: 'month', ownOrdersOnly: false });
    expect(answer.currenciesWithData).toEqual(['KZT']);
    // Sent 4 (orders 1–4); accepted 2 of the 3 not withdrawn. Ratings received 5 and 3.
    expect(figureById(answer, 'kpis').rows).toEqual([
      {
        responsesSent: 4,
        acceptanceRate: 0.6667,
        ordersCompleted: 2,
        revenue: 500_000,
        averageRating: 4,
      },
    ]);
    expect(figureById(answer, 'responsesByPeriod').rows).toEqual([
      { period: '2026-01-01', sent: 2, accepted: 2, declined: 0 },
      { period: '2026-02-01', sent: 2, accepted: 0, declined: 1 },
      { period: '2026-03-01', sent: 0, accepted: 0, declined: 0 },
    ]);
    expect(figureById(answer, 'acceptanceRate').rows).toEqual([
      { period: '2026-01-01', acceptanceRate: 1 },
      { period: '2026-02-01', acceptanceRate: 0 },
      { period: '2026-03-01', acceptanceRate: null },
    ]);
    expect(figureById(answer, 'revenueByPeriod').rows.map((row) => row.revenue)).toEqual([
      500_000, 0, 0,
    ]);
    expect(figureById(answer, 'ordersPerDriver').rows).toEqual([
      { driver: expect.stringMatching(/^Водитель-/), orders: 2 },
    ]);
    expect(figureById(answer, 'ordersPerVehicle').rows).toEqual([
      { vehicle: expect.stringContaining('MAN TGX'), orders: 2 },
    ]);
    expect(figureById(answer, 'onTime').rows[0]).toEqual({
      period: '2026-01-01',
      loadingOnTime: 1,
      deliveryOnTime: 0.5,
    });
    expect(figureById(answer, 'ratingsReceived').rows).toEqual([
      { period: '2026-01-01', averageRating: 4, ratings: 2 },
      { period: '2026-02-01', averageRating: null, ratings: 0 },
      { period: '2026-03-01', averageRating: null, ratings: 0 },
    ]);
    // Two fines in range; the one of December 2025 is outside.
    expect(figureById(answer, 'finesPerDriver').rows).toEqual([
      { driver: expect.stringMatching(/^Водитель-/), fines: 2 },
    ]);
    expect(figureById(answer, 'topLanes').rows).toEqual([
      { lane: 'Алматы → Астана', orders: 2, revenue: 500_000 },
    ]);
  });

  it('gives a logistician the whole company', async () => {
    const logistician = await newCompanyStaff(test.app, carrierOwner.company!);
    const answer = await okDashboard(logistician, 'carrier');
    expect(figureById(answer, 'kpis').rows[0]).toMatchObject({
      responsesSent: 4,
      ordersCompleted: 2,
    });
  });
});

describe('tenant isolation and guards', () => {
  it("never lets a second company's orders change the first's figures", async () => {
    const before = await okDashboard(owner, 'forwarder');
    const carrierBefore = await okDashboard(carrierOwner, 'carrier');
    const otherForwarder = await newCompanyOwner(test.app, 'FORWARDER');
    const otherCarrier = await carrierWithFleet(await newCompanyOwner(test.app, 'CARRIER'));
    const other = await insertHistoricalOrder(test.app, {
      owner: partyOf(otherForwarder),
      status: 'COMPLETED',
      createdAt: noon('2026-01-07'),
      publishedAt: noon('2026-01-07', 8),
      price: 999_000,
      currency: 'KZT',
      transportType: 'TENT',
      plannedLoadingDate: '2026-01-10',
      plannedUnloadingDate: '2026-01-12',
      route: [ALMATY, ['Астана', 0, 2]],
      responses: [
        {
          carrier: otherCarrier,
          status: 'ACCEPTED',
          price: 999_000,
          currency: 'KZT',
          createdAt: noon('2026-01-07', 9),
          decidedAt: noon('2026-01-07', 10),
        },
      ],
      steps: {
        LOADING_STARTED: noon('2026-01-11'),
        DELIVERED: noon('2026-01-12'),
        COMPLETED: noon('2026-01-14'),
      },
    });
    await insertProblem(test.app, {
      orderId: other,
      reporter: partyOf(otherForwarder),
      createdAt: noon('2026-01-08'),
    });
    await insertRating(test.app, {
      orderId: other,
      side: 'FORWARDER',
      rater: partyOf(otherForwarder),
      rated: otherCarrier,
      score: 1,
      createdAt: noon('2026-01-14'),
    });

    expect(await okDashboard(owner, 'forwarder')).toEqual(before);
    expect(await okDashboard(carrierOwner, 'carrier')).toEqual(carrierBefore);
    const theirs = await okDashboard(otherForwarder, 'forwarder');
    expect(figureById(theirs, 'kpis').rows[0]).toMatchObject({ ordersCreated: 1, spend: 999_000 });
  });

  it('keeps each side to its own dashboard', async () => {
    expect((await dashboard(carrierOwner, 'forwarder')).statusCode).toBe(403);
    expect((await dashboard(owner, 'carrier')).statusCode).toBe(403);
    expect((await dashboard(employee, 'carrier')).statusCode).toBe(403);
    expect((await dashboard(null, 'forwarder')).statusCode).toBe(401);
    const platform = await test.app.inject({
      method: 'GET',
      url: `/api/analytics/platform?${RANGE}`,
      headers: owner.headers,
    });
    expect(platform.statusCode).toBe(403);
  });
});
