import { NotificationType, type OrderDetail, type OrderHistoryEntry } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderResponses } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  createOrder,
  insertDriver,
  insertVehicle,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`booking at the posted price (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let first: CarrierWithFleet;
  let second: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    first = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    second = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const bookable = () =>
    createOrder(ctx.app, forwarder, { instantBooking: true, price: 515_000, currency: 'USD' });
  const book = (
    carrier: CarrierWithFleet,
    order: OrderDetail,
    choice: { driverId?: string; vehicleId?: string; key?: string } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/book`,
      headers: {
        ...carrier.account.headers,
        ...(choice.key ? { 'idempotency-key': choice.key } : {}),
      },
      payload: {
        driverId: choice.driverId ?? carrier.driver.id,
        vehicleId: choice.vehicleId ?? carrier.vehicle.id,
        version: order.version,
      },
    });
  const switchBooking = (account: SignedInAccount, order: OrderDetail, instantBooking: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/instant-booking`,
      headers: account.headers,
      payload: { instantBooking, version: order.version },
    });
  const responsesOf = (orderId: string) =>
    ctx.database.db.select().from(orderResponses).where(eq(orderResponses.orderId, orderId));
  const noticesOf = (userId: string, type: NotificationType) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('selects the carrier with its response accepted at the posted price, audited', async () => {
    const order = await bookable();
    expect(order.instantBooking).toBe(true);
    const other = await respond(ctx.app, second, order.id, { price: 400_000, currency: 'KZT' });
    const answer = await book(first, order);
    expect(answer.statusCode).toBe(200);
    const booked = answer.json<OrderDetail>();
    expect(booked).toMatchObject({
      status: 'CARRIER_SELECTED',
      selectedResponse: {
        status: 'ACCEPTED',
        price: 515_000,
        currency: 'USD',
        carrier: { id: first.account.company!.id },
      },
      myResponse: { status: 'ACCEPTED' },
    });
    const statuses = Object.fromEntries(
      (await responsesOf(order.id)).map((row) => [row.carrierCompanyId, row.status]),
    );
    expect(statuses).toEqual({
      [first.account.company!.id]: 'ACCEPTED',
      [second.account.company!.id]: 'DECLINED',
    });
    expect(other.status).toBe('ACTIVE');

    // The owner side hears its load was booked; the carriers as in an acceptance.
    for (const userId of [forwarder.user.id, employee.user.id]) {
      expect(await noticesOf(userId, NotificationType.ORDER_BOOKED)).toMatchObject([
        { params: { orderNumber: order.number, companyName: first.account.company!.name } },
      ]);
    }
    const accepted = NotificationType.ORDER_RESPONSE_ACCEPTED;
    expect(await noticesOf(first.account.user.id, accepted)).toHaveLength(1);
    const declined = NotificationType.ORDER_RESPONSE_DECLINED;
    expect(await noticesOf(second.account.user.id, declined)).toHaveLength(1);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: forwarder.headers,
    });
    // Both rows carry the transaction's one instant, so their order is not told.
    const entries = history.json<OrderHistoryEntry[]>().slice(-2);
    const byAction = new Map(entries.map((entry) => [entry.action, entry]));
    expect([...byAction.keys()].sort()).toEqual(['response.accepted', 'response.created']);
    expect(entries.every((entry) => entry.actor?.id === first.account.user.id)).toBe(true);
    expect(byAction.get('response.accepted')?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'PUBLISHED', to: 'CARRIER_SELECTED' }]),
    );
  });

  it('refuses an order without instant booking (INSTANT_BOOKING_OFF)', async () => {
    const order = await createOrder(ctx.app, forwarder);
    expect(order.instantBooking).toBe(false);
    const refused = await book(first, order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSTANT_BOOKING_OFF');
    expect(await responsesOf(order.id)).toEqual([]);
  });

  it('lets exactly one of two carriers booking at the same moment win', async () => {
    const order = await bookable();
    const results = await Promise.all([book(first, order), book(second, order)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((result) => result.statusCode === 409)!;
    expect(loser.json().code).toBe('ORDER_ALREADY_BOOKED');
    const rows = await responsesOf(order.id);
    expect(rows.map((row) => row.status)).toEqual(['ACCEPTED']);
  });

  it('tells a carrier that comes after the booking that the load is taken', async () => {
    const order = await bookable();
    expect((await book(first, order)).statusCode).toBe(200);
    const late = await book(second, order);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ORDER_ALREADY_BOOKED');
  });

  it('refuses a driver that is not approved and a vehicle of another company', async () => {
    const order = await bookable();
    const companyId = first.account.company!.id;
    const pending = await insertDriver(ctx.app, companyId, { status: 'PENDING_APPROVAL' });
    const byPending = await book(first, order, { driverId: pending.id });
    expect(byPending.statusCode).toBe(409);
    expect(byPending.json().code).toBe('DRIVER_NOT_ELIGIBLE');
    const foreign = await insertVehicle(ctx.app, second.account.company!.id);
    const byForeign = await book(first, order, { vehicleId: foreign.id });
    expect(byForeign.statusCode).toBe(409);
    expect(byForeign.json().code).toBe('VEHICLE_NOT_ELIGIBLE');
    expect(await responsesOf(order.id)).toEqual([]);
  });

  it('gives a repeat of the same Idempotency-Key the first answer, booking once', async () => {
    const order = await bookable();
    const key = randomUUID();
    const first200 = await book(first, order, { key });
    expect(first200.statusCode).toBe(200);
    const retried = await book(first, order, { key });
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first200.json());
    expect(await responsesOf(order.id)).toHaveLength(1);
  });

  it('answers 404 for an order the carrier may not see and 403 to the forwarder side', async () => {
    const draft = await createOrder(ctx.app, forwarder, {
      instantBooking: true,
      saveMode: 'DRAFT',
    });
    expect((await book(first, draft)).statusCode).toBe(404);
    const order = await bookable();
    const asForwarder = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/book`,
      headers: forwarder.headers,
      payload: { driverId: first.driver.id, vehicleId: first.vehicle.id, version: order.version },
    });
    expect(asForwarder.statusCode).toBe(403);
  });

  it('lets the owner side switch instant booking until a carrier is selected', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const on = await switchBooking(employee, order, true);
    expect(on.statusCode).toBe(200);
    const opened = on.json<OrderDetail>();
    expect(opened).toMatchObject({ instantBooking: true, version: order.version + 1 });
    expect((await switchBooking(first.account, opened, false)).statusCode).toBe(403);
    const booked = await book(first, opened);
    expect(booked.statusCode).toBe(200);
    const off = await switchBooking(forwarder, booked.json<OrderDetail>(), false);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('ORDER_NOT_EDITABLE');
  });

  it('books no longer once the owner side switched instant booking off', async () => {
    const order = await bookable();
    const off = await switchBooking(forwarder, order, false);
    expect(off.json<OrderDetail>().instantBooking).toBe(false);
    const refused = await book(first, off.json<OrderDetail>());
    expect(refused.json().code).toBe('INSTANT_BOOKING_OFF');
    // A carrier that read the order before the switch books at a version that moved on.
    const stale = await book(second, order);
    expect(stale.statusCode).toBe(409);
  });
});
