import {
  NotificationType,
  OrderStatus,
  type OrderFileView,
  type OrderHistoryEntry,
  type TripView,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderPayments, orders } from '../../../db/schema.js';
import { type SignedInAccount } from '../../../../test/company-factory.js';
import { type CarrierWithFleet } from '../../../../test/order-factory.js';
import { settlementClient } from '../../../../test/settlement-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract, tripCast } from '../../../../test/trip-factory.js';
import { forceTripStatus } from '../../../../test/trip-state-factory.js';

/** The carrier's offer in the order factory: the agreed price of the contract. */
const AGREED = { amount: 430_000, currency: 'KZT' } as const;

describe(`payment (${testDriver})`, () => {
  let ctx: TestApp;
  let client: ReturnType<typeof settlementClient>;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    client = settlementClient(ctx.app);
    ({ forwarder, employee, carrier, logistician, otherForwarder, cb } = await tripCast(ctx.app));
  });
  afterAll(() => ctx.close());

  /** A delivered order (a test shortcut over the trip's steps) and its version. */
  async function orderIn(status: OrderStatus = OrderStatus.DELIVERED) {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const { version } = await forceTripStatus(ctx.app, order.id, status, logistician.user.id);
    return { id: order.id, version };
  }

  const orderRow = async (id: string) => {
    const [row] = await ctx.app.database.db.select().from(orders).where(eq(orders.id, id));
    return row!;
  };

  it("refuses to pay without a receipt: 'Attach a receipt before sending!'", async () => {
    const order = await orderIn();
    const response = await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'RECEIPT_REQUIRED',
      message: 'Attach a receipt before sending!',
    });
  });

  it('sends the payment with the latest receipt: PAYMENT_SENT, step, history, carrier told', async () => {
    const order = await orderIn();
    const receipt = await client.uploaded(employee, order.id, 'PAYMENT_RECEIPT');
    const response = await client.pay(employee, order.id, { version: order.version, ...AGREED });
    expect(response.statusCode).toBe(200);
    const trip = response.json<TripView>();
    expect(trip.status).toBe('PAYMENT_SENT');
    expect(trip.version).toBe(order.version + 1);
    expect(trip.payment).toMatchObject({
      amount: 430_000,
      currency: 'KZT',
      comment: null,
      sentBy: { id: employee.user.id },
      receiptFileId: receipt.id,
      receiptStatus: 'PENDING',
    });
    const step = trip.steps.find((entry) => entry.step === 'PAYMENT_SENT');
    expect(step?.actualAt).not.toBeNull();
    expect(step?.recordedBy?.id).toBe(employee.user.id);
    const bell = await ctx.app.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, logistician.user.id),
          eq(notifications.type, NotificationType.PAYMENT_SENT),
          eq(notifications.link, `/view-request/${order.id}`),
        ),
      );
    expect(bell).toHaveLength(1);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: carrier.account.headers,
    });
    const sent = history.json<OrderHistoryEntry[]>().find((e) => e.action === 'payment.sent');
    expect(sent?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'DELIVERED', to: 'PAYMENT_SENT' }]),
    );
  });

  it('refuses another amount or currency without a comment and takes it with one', async () => {
    const order = await orderIn();
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    for (const paid of [
      { amount: 400_000, currency: 'KZT' },
      { amount: 430_000, currency: 'USD' },
    ]) {
      const refused = await client.pay(forwarder, order.id, { version: order.version, ...paid });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'PAYMENT_COMMENT_REQUIRED',
        fields: { comment: 'validation.paymentCommentRequired' },
      });
    }
    expect((await orderRow(order.id)).status).toBe('DELIVERED');
    const none = await ctx.app.database.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id));
    expect(none).toHaveLength(0);
    const accepted = await client.pay(forwarder, order.id, {
      version: order.version,
      amount: 400_000,
      currency: 'KZT',
      comment: 'Удержан штраф за простой',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TripView>().payment).toMatchObject({
      amount: 400_000,
      comment: 'Удержан штраф за простой',
    });
  });

  it('returns the order to DELIVERED when the carrier rejects the receipt; a new one pays again', async () => {
    const order = await orderIn();
    const first = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const paid = await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    expect(paid.statusCode).toBe(200);

    const rejected = await client.review(logistician, order.id, first, 'REJECT', 'Сумма не видна');
    expect(rejected.statusCode).toBe(200);
    const back = rejected.json<TripView>();
    expect(back.status).toBe('DELIVERED');
    expect(back.steps.find((step) => step.step === 'PAYMENT_SENT')?.actualAt).toBeNull();
    expect(back.payment?.receiptStatus).toBe('REJECTED');

    const again = await client.pay(forwarder, order.id, { version: back.version, ...AGREED });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RECEIPT_REJECTED' });

    const second = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const repaid = await client.pay(forwarder, order.id, { version: back.version, ...AGREED });
    expect(repaid.statusCode).toBe(200);
    const trip = repaid.json<TripView>();
    expect(trip.status).toBe('PAYMENT_SENT');
    expect(trip.payment?.receiptFileId).toBe(second.id);
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: forwarder.headers,
    });
    expect(history.json<OrderHistoryEntry[]>().map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['payment.sent', 'file.rejected', 'payment.receipt_rejected']),
    );
  });

  it('keeps the order paid when the carrier accepts the receipt', async () => {
    const order = await orderIn();
    const receipt = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    const accepted = await client.review(carrier.account, order.id, receipt, 'ACCEPT');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<TripView>()).toMatchObject({
      status: 'PAYMENT_SENT',
      payment: { receiptStatus: 'ACCEPTED' },
    });
  });

  it('rejecting an older receipt does not undo the payment', async () => {
    const order = await orderIn();
    const older = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    const rejected = await client.review(logistician, order.id, older, 'REJECT', 'Дубликат');
    expect(rejected.json<TripView>().status).toBe('PAYMENT_SENT');
  });

  it("returns the order when the payment's receipt is rejected, even with a newer one attached", async () => {
    const order = await orderIn();
    const paidWith = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const rejected = await client.review(logistician, order.id, paidWith, 'REJECT', 'Не тот счёт');
    const back = rejected.json<TripView>();
    expect(back.status).toBe('DELIVERED');
    const repaid = await client.pay(forwarder, order.id, { version: back.version, ...AGREED });
    expect(repaid.statusCode).toBe(200);
  });

  it('refuses the carrier side, staff and third companies', async () => {
    const order = await orderIn();
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const body = { version: order.version, ...AGREED };
    expect((await client.pay(carrier.account, order.id, body)).statusCode).toBe(403);
    expect((await client.pay(logistician, order.id, body)).statusCode).toBe(403);
    expect((await client.pay(cb, order.id, body)).statusCode).toBe(403);
    expect((await client.pay(otherForwarder, order.id, body)).statusCode).toBe(404);
    expect((await orderRow(order.id)).status).toBe('DELIVERED');
  });

  it('refuses to pay before delivery, twice, or at a stale version', async () => {
    const unloading = await orderIn(OrderStatus.UNLOADING);
    await client.uploaded(forwarder, unloading.id, 'PAYMENT_RECEIPT');
    const early = await client.pay(forwarder, unloading.id, {
      version: unloading.version,
      ...AGREED,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' });

    const order = await orderIn();
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const stale = await client.pay(forwarder, order.id, { version: order.version - 1, ...AGREED });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    await client.pay(forwarder, order.id, { version: order.version, ...AGREED });
    const twice = await client.pay(forwarder, order.id, { version: order.version + 1, ...AGREED });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses to pay while a problem report awaits the CB', async () => {
    const order = await orderIn();
    await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const reported = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/problems`,
      headers: carrier.account.headers,
      payload: { description: 'Пломба не совпадает' },
    });
    expect(reported.statusCode).toBe(201);
    const { version } = await orderRow(order.id);
    const response = await client.pay(forwarder, order.id, { version, ...AGREED });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_HAS_OPEN_PROBLEM' });
  });

  it('refuses invalid amounts', async () => {
    const order = await orderIn();
    for (const amount of [0, -5, 'много']) {
      const response = await client.pay(forwarder, order.id, {
        version: order.version,
        amount: amount as number,
        currency: 'KZT',
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('lists the receipt among the files the carrier reviews', async () => {
    const order = await orderIn();
    const receipt = await client.uploaded(forwarder, order.id, 'PAYMENT_RECEIPT');
    const listed = (await client.files(logistician, order.id)).json<OrderFileView[]>();
    expect(listed.map((file) => file.id)).toContain(receipt.id);
  });
});
