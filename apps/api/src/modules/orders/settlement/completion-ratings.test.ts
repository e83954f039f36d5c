import {
  NotificationType,
  OrderStatus,
  type Account,
  type CompanyDetail,
  type Driver,
  type OrderHistoryEntry,
  type OrderResponseView,
  type TripView,
  type TrustScore,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, drivers, notifications, orderRatings, orders } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { settlementClient } from '../../../../test/settlement-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract, tripCast } from '../../../../test/trip-factory.js';
import { backdateCompletion, forceTripStatus } from '../../../../test/trip-state-factory.js';
import { postTripStep, readTrip, tripStep } from '../../../../test/trip-steps.js';

const AGREED = { amount: 430_000, currency: 'KZT' } as const;

describe(`completion and ratings (${testDriver})`, () => {
  let ctx: TestApp;
  let client: ReturnType<typeof settlementClient>;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;
  let otherCarrier: CarrierWithFleet;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    client = settlementClient(ctx.app);
    ({ forwarder, employee, carrier, logistician, otherCarrier, cb } = await tripCast(ctx.app));
  });
  afterAll(() => ctx.close());

  /** An order paid through the API after a delivery reached by the test shortcut. */
  async function paidOrder(by: CarrierWithFleet = carrier, owner: SignedInAccount = forwarder) {
    const order = await orderWithSignedContract(ctx.app, owner, by);
    const { version } = await forceTripStatus(
      ctx.app,
      order.id,
      OrderStatus.DELIVERED,
      by.account.user.id,
    );
    await client.uploaded(owner, order.id, 'PAYMENT_RECEIPT');
    const paid = await client.pay(owner, order.id, { version, ...AGREED });
    if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
    return { id: order.id, version: paid.json<TripView>().version };
  }

  async function completedOrder(
    score: number,
    by: CarrierWithFleet = carrier,
    owner: SignedInAccount = forwarder,
  ) {
    const order = await paidOrder(by, owner);
    const response = await client.complete(owner, order.id, {
      version: order.version,
      score,
    });
    if (response.statusCode !== 200) throw new Error(`not completed: ${response.body}`);
    return order.id;
  }

  const companyRow = async (id: string) =>
    (await ctx.app.database.db.select().from(companies).where(eq(companies.id, id)))[0]!;
  const driverRow = async (id: string) =>
    (await ctx.app.database.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

  describe('completion', () => {
    it("completes the order with the forwarder side's rating of the carrier and its driver", async () => {
      const order = await paidOrder(otherCarrier);
      const response = await client.complete(employee, order.id, {
        version: order.version,
        score: 5,
        comment: 'Всё вовремя',
      });
      expect(response.statusCode).toBe(200);
      const trip = response.json<TripView>();
      expect(trip.status).toBe('COMPLETED');
      expect(trip.ratings.ofCarrier).toMatchObject({
        side: 'FORWARDER',
        score: 5,
        comment: 'Всё вовремя',
        ratedBy: { id: employee.user.id },
      });
      expect(trip.ratings.ofForwarder).toBeNull();
      expect(trip.ratings.ratingOpenUntil).not.toBeNull();
      expect(trip.steps.find((step) => step.step === 'COMPLETED')?.actualAt).not.toBeNull();
      const [rating] = await ctx.app.database.db
        .select()
        .from(orderRatings)
        .where(eq(orderRatings.orderId, order.id));
      expect(rating).toMatchObject({
        ratedCompanyId: otherCarrier.account.company!.id,
        raterCompanyId: forwarder.company!.id,
        ratedDriverId: otherCarrier.driver.id,
      });
      expect(await companyRow(otherCarrier.account.company!.id)).toMatchObject({
        rating: 5,
        ratingCount: 1,
      });
      expect(await driverRow(otherCarrier.driver.id)).toMatchObject({ rating: 5, ratingCount: 1 });
      const bell = await ctx.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, otherCarrier.account.user.id),
            eq(notifications.type, NotificationType.ORDER_COMPLETED),
          ),
        );
      expect(bell[0]?.params).toMatchObject({ score: 5 });
      const history = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/history`,
        headers: otherCarrier.account.headers,
      });
      const completed = history
        .json<OrderHistoryEntry[]>()
        .find((entry) => entry.action === 'order.completed');
      expect(completed?.changes).toEqual(
        expect.arrayContaining([
          { field: 'status', from: 'PAYMENT_SENT', to: 'COMPLETED' },
          { field: 'score', from: null, to: 5 },
        ]),
      );
    });

    it('refuses the carrier side, staff, a missing or out-of-range score and a stale version', async () => {
      const order = await paidOrder();
      const body = { version: order.version, score: 4 };
      expect((await client.complete(carrier.account, order.id, body)).statusCode).toBe(403);
      expect((await client.complete(logistician, order.id, body)).statusCode).toBe(403);
      expect((await client.complete(cb, order.id, body)).statusCode).toBe(403);
      for (const score of [0, 6, 3.5, undefined]) {
        const invalid = await client.complete(forwarder, order.id, {
          version: order.version,
          score: score as number,
        });
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json().fields.score).toBe('validation.ratingRequired');
      }
      const stale = await client.complete(forwarder, order.id, { ...body, version: 1 });
      expect(stale.statusCode).toBe(409);
      const [row] = await ctx.app.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('PAYMENT_SENT');
    });

    it('refuses to complete before the payment and after a rejected receipt', async () => {
      const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
      const { version } = await forceTripStatus(
        ctx.app,
        order.id,
        OrderStatus.DELIVERED,
        logistician.user.id,
      );
      const early = await client.complete(forwarder, order.id, { version, score: 5 });
      expect(early.statusCode).toBe(409);

      const paid = await paidOrder();
      const trip = (await client.files(forwarder, paid.id)).json<TripView['files']>();
      const receipt = trip.find((file) => file.type === 'PAYMENT_RECEIPT')!;
      const rejected = await client.review(logistician, paid.id, receipt, 'REJECT', 'Не читается');
      const back = rejected.json<TripView>();
      const refused = await client.complete(forwarder, paid.id, {
        version: back.version,
        score: 5,
      });
      expect(refused.statusCode).toBe(409);
    });

    it('closes a pending deletion request on completion', async () => {
      const order = await paidOrder();
      const requested = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/deletion-requests`,
        headers: forwarder.headers,
        payload: { reason: 'Дубликат' },
      });
      expect(requested.statusCode).toBe(201);
      const [before] = await ctx.app.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order.id));
      const response = await client.complete(forwarder, order.id, {
        version: before!.version,
        score: 4,
      });
      expect(response.statusCode).toBe(200);
      const [after] = await ctx.app.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(after?.hasOpenDeletionRequest).toBe(false);
    });
  });

  describe("the carrier side's rating of the forwarder", () => {
    it('rates the forwarder once; a second rating is refused', async () => {
      const orderId = await completedOrder(4);
      const rated = await client.rate(logistician, orderId, {
        score: 2,
        comment: 'Задержали оплату',
      });
      expect(rated.statusCode).toBe(200);
      expect(rated.json<TripView>().ratings.ofForwarder).toMatchObject({
        side: 'CARRIER',
        score: 2,
        comment: 'Задержали оплату',
        ratedBy: { id: logistician.user.id },
      });
      const again = await client.rate(carrier.account, orderId, { score: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'RATING_ALREADY_GIVEN' });
      const bell = await ctx.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, forwarder.user.id),
            eq(notifications.type, NotificationType.ORDER_RATED),
            eq(notifications.link, `/view-request/${orderId}`),
          ),
        );
      expect(bell).toHaveLength(1);
    });

    it('takes one of two simultaneous ratings and refuses the other', async () => {
      const orderId = await completedOrder(5);
      const responses = await Promise.all([
        client.rate(logistician, orderId, { score: 3 }),
        client.rate(carrier.account, orderId, { score: 4 }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const rows = await ctx.app.database.db
        .select()
        .from(orderRatings)
        .where(and(eq(orderRatings.orderId, orderId), eq(orderRatings.side, 'CARRIER')));
      expect(rows).toHaveLength(1);
    });

    it('refuses a rating after 14 days', async () => {
      const orderId = await completedOrder(5);
      await backdateCompletion(ctx.app, orderId, 15);
      const late = await client.rate(logistician, orderId, { score: 5 });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'RATING_WINDOW_CLOSED' });
    });

    it('refuses the forwarder side, staff, a carrier of another order and an open order', async () => {
      const orderId = await completedOrder(5);
      expect((await client.rate(forwarder, orderId, { score: 5 })).statusCode).toBe(403);
      expect((await client.rate(cb, orderId, { score: 5 })).statusCode).toBe(403);
      expect((await client.rate(otherCarrier.account, orderId, { score: 5 })).statusCode).toBe(404);
      const paid = await paidOrder();
      const early = await client.rate(logistician, paid.id, { score: 5 });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' });
      expect((await client.rate(logistician, orderId, { score: 9 })).statusCode).toBe(400);
    });
  });

  describe('rating arithmetic', () => {
    it('averages all the ratings a carrier, its driver and a forwarder received', async () => {
      const fresh = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
      const freshForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const first = await completedOrder(5, fresh, freshForwarder);
      const second = await completedOrder(2, fresh, freshForwarder);
      expect(await companyRow(fresh.account.company!.id)).toMatchObject({
        rating: 3.5,
        ratingCount: 2,
      });
      expect(await driverRow(fresh.driver.id)).toMatchObject({ rating: 3.5, ratingCount: 2 });
      expect(await companyRow(freshForwarder.company.id)).toMatchObject({
        rating: null,
        ratingCount: 0,
      });
      await client.rate(fresh.account, first, { score: 4 });
      await client.rate(fresh.account, second, { score: 1 });
      expect(await companyRow(freshForwarder.company.id)).toMatchObject({
        rating: 2.5,
        ratingCount: 2,
      });
      // A rating given does not move the rater's own average.
      expect(await companyRow(fresh.account.company!.id)).toMatchObject({ rating: 3.5 });

      const get = async <T>(account: SignedInAccount, url: string) => {
        const response = await ctx.app.inject({ method: 'GET', url, headers: account.headers });
        expect(response.statusCode).toBe(200);
        return response.json<T>();
      };
      const summary = { average: 3.5, count: 2 };
      // The profile drawer (account) of the carrier and of the forwarder.
      expect(
        await get<Account>(fresh.account, '/api/driver-companies/current-driver-company'),
      ).toMatchObject({ rating: 3.5, ratingSummary: summary, trustScore: expect.any(Number) });
      expect(await get<Account>(freshForwarder, '/api/expeditors/account')).toMatchObject({
        rating: 2.5,
        ratingSummary: { average: 2.5, count: 2 },
      });
      // The CB's company view, with the trust score and its facts.
      const detail = await get<CompanyDetail>(cb, `/api/cb/companies/${fresh.account.company!.id}`);
      expect(detail.ratingSummary).toEqual(summary);
      expect(detail.trustScore.facts).toMatchObject({ completedOrders: 2, ratingCount: 2 });
      // The driver's views: the carrier's and the security service's.
      for (const [account, url] of [
        [fresh.account, `/api/company-drivers/${fresh.driver.id}`],
        [cb, `/api/drivers/${fresh.driver.id}`],
      ] as const) {
        expect(await get<Driver>(account, url)).toMatchObject({
          rating: 3.5,
          ratingSummary: summary,
        });
      }
      // A response of this carrier on a new order.
      const order = await createOrder(ctx.app, freshForwarder);
      await respond(ctx.app, fresh, order.id);
      const [response] = await get<OrderResponseView[]>(
        freshForwarder,
        `/api/orders/${order.id}/responses`,
      );
      expect(response?.carrier).toMatchObject({
        rating: 3.5,
        ratingSummary: summary,
        trustScore: detail.trustScore.score,
      });
      expect(response?.driver).toMatchObject({ rating: 3.5, ratingSummary: summary });
    });
  });

  describe('trust score', () => {
    it('answers the score with its parts to a signed-in user, 404 for unknown ids', async () => {
      const fresh = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
      const url = `/api/companies/${fresh.account.company!.id}/trust-score`;
      const newcomer = await ctx.app.inject({ method: 'GET', url, headers: forwarder.headers });
      expect(newcomer.statusCode).toBe(200);
      expect(newcomer.json<TrustScore>()).toMatchObject({
        score: 33,
        facts: { completedOrders: 0, ratingCount: 0, problemsAtFault: 0 },
      });
      await completedOrder(5, fresh);
      const after = (
        await ctx.app.inject({ method: 'GET', url, headers: fresh.account.headers })
      ).json<TrustScore>();
      expect(after.score).toBeGreaterThan(33);
      expect(after.facts).toMatchObject({ completedOrders: 1, ratingCount: 1 });
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: '/api/companies/00000000-0000-4000-8000-000000000000/trust-score',
        headers: forwarder.headers,
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('counts a problem the CB decided against the side at fault, and days to payment', async () => {
      const fresh = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const order = await paidOrder(fresh, owner);
      const reported = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/problems`,
        headers: owner.headers,
        payload: { description: 'Груз повреждён' },
      });
      expect(reported.statusCode).toBe(201);
      const problems = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: cb.headers,
      });
      const problemId = problems.json<{ problems: { id: string }[] }>().problems[0]!.id;
      const decided = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/problems/${problemId}/decision`,
        headers: cb.headers,
        payload: { comment: 'Вина перевозчика', atFaultSide: 'CARRIER' },
      });
      expect(decided.statusCode).toBe(200);
      const score = async (companyId: string) =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/api/companies/${companyId}/trust-score`,
            headers: cb.headers,
          })
        ).json<TrustScore>();
      const carrierScore = await score(fresh.account.company!.id);
      expect(carrierScore.facts.problemsAtFault).toBe(1);
      expect(carrierScore.components.problemFactor).toBeCloseTo(0.8);
      const forwarderScore = await score(owner.company.id);
      expect(forwarderScore.facts.problemsAtFault).toBe(0);
      // Delivered an hour before the payment by the test shortcut.
      expect(forwarderScore.facts.averageDaysToPayment).toBeGreaterThan(0);
      expect(forwarderScore.facts.averageDaysToPayment).toBeLessThan(1);
      expect(forwarderScore.components.paymentSpeed).toBe(1);
    });

    it('publishes the formula without sign-in', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/trust-score' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ratingHalfLifeDays: 180, problemFactor: 0.8 });
    });
  });

  describe('the whole trip through the real endpoints', () => {
    it('goes from a signed contract to completion and ratings both ways', async () => {
      const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
      const trucker = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
      const driverLogistician = await newCompanyStaff(ctx.app, trucker.account.company!);
      const { id } = await orderWithSignedContract(ctx.app, owner, trucker);
      await tripStep(ctx.app, driverLogistician, id, 'start-loading');
      const version = (await readTrip(ctx.app, driverLogistician, id)).version;
      const refused = await postTripStep(ctx.app, driverLogistician, id, 'depart-loading', {
        version,
        sealNumber: 'KZ 0001234',
      });
      expect(refused.json()).toMatchObject({ code: 'CARGO_PHOTOS_REQUIRED' });
      await client.uploaded(driverLogistician, id, 'CARGO_PHOTO');
      await client.uploaded(driverLogistician, id, 'SEAL_PHOTO');
      await tripStep(ctx.app, driverLogistician, id, 'depart-loading', {
        sealNumber: 'KZ 0001234',
      });
      await tripStep(ctx.app, driverLogistician, id, 'start-unloading', {
        sealNumber: 'kz-0001234',
      });
      const invoice = await client.uploaded(driverLogistician, id, 'INVOICE');
      const rejected = await client.review(owner, id, invoice, 'REJECT', 'Нет подписи');
      expect(rejected.statusCode).toBe(200);
      const noInvoice = await postTripStep(ctx.app, driverLogistician, id, 'depart-unloading', {
        version: rejected.json<TripView>().version,
      });
      expect(noInvoice.json()).toMatchObject({ code: 'INVOICE_REQUIRED' });
      const replacement = await client.uploaded(driverLogistician, id, 'INVOICE');
      expect((await client.review(owner, id, replacement, 'ACCEPT')).statusCode).toBe(200);
      const delivered = await tripStep(ctx.app, driverLogistician, id, 'depart-unloading');
      expect(delivered.status).toBe('DELIVERED');

      const withoutReceipt = await client.pay(owner, id, { version: delivered.version, ...AGREED });
      expect(withoutReceipt.json()).toMatchObject({ message: 'Attach a receipt before sending!' });
      const receipt = await client.uploaded(owner, id, 'PAYMENT_RECEIPT');
      const paid = await client.pay(owner, id, { version: delivered.version, ...AGREED });
      expect(paid.json<TripView>().status).toBe('PAYMENT_SENT');
      expect((await client.review(trucker.account, id, receipt, 'ACCEPT')).statusCode).toBe(200);
      const completed = await client.complete(owner, id, {
        version: paid.json<TripView>().version,
        score: 5,
        comment: 'Отлично',
      });
      expect(completed.json<TripView>()).toMatchObject({
        status: 'COMPLETED',
        ratings: { ofCarrier: { score: 5, comment: 'Отлично' } },
      });
      const rated = await client.rate(driverLogistician, id, { score: 4 });
      const trip = rated.json<TripView>();
      expect(trip.ratings.ofForwarder).toMatchObject({ score: 4 });
      expect(trip.steps.every((step) => step.actualAt !== null)).toBe(true);
      expect(trip.files.map((file) => [file.type, file.status])).toEqual([
        ['CARGO_PHOTO', 'PENDING'],
        ['SEAL_PHOTO', 'PENDING'],
        ['INVOICE', 'REJECTED'],
        ['INVOICE', 'ACCEPTED'],
        ['PAYMENT_RECEIPT', 'ACCEPTED'],
      ]);
      expect(await companyRow(trucker.account.company!.id)).toMatchObject({
        rating: 5,
        ratingCount: 1,
      });
      expect(await companyRow(owner.company.id)).toMatchObject({ rating: 4, ratingCount: 1 });
    });
  });
});
