import { NotificationType, type OrderDetail, type OrderResponseView } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../../db/schema.js';
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
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`counter-offers on responses (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;
  let otherCarrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    otherForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    logistician = await newCompanyStaff(ctx.app, carrier.account.company!);
    otherCarrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const post = (url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: account.headers, payload });

  /** A published order of the forwarder with the carrier's active response at 430 000 KZT. */
  async function respondedOrder() {
    const order = await createOrder(ctx.app, forwarder);
    const response = await respond(ctx.app, carrier, order.id);
    const base = `/orders/${order.id}/responses/${response.id}/counter-offers`;
    return { order, response, base };
  }

  async function counter(base: string, payload: object = { price: 400_000 }) {
    const answer = await post(base, employee, payload);
    expect(answer.statusCode, answer.body).toBe(201);
    const view = answer.json<OrderResponseView>();
    return { view, offer: view.counterOffers.at(-1)! };
  }

  const auditActions = async (orderId: string) =>
    (
      await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entityId, orderId), eq(auditLog.entityType, 'order')))
    ).map((row) => row.action);

  it("lets the owner side counter in the response's currency, tells the carrier and audits it", async () => {
    const { order, response, base } = await respondedOrder();
    const { view, offer } = await counter(base, { price: 400_000, comment: 'Дороговато' });
    expect(view.price).toBe(430_000);
    expect(offer).toMatchObject({
      responseId: response.id,
      status: 'OPEN',
      price: 400_000,
      currency: 'KZT',
      comment: 'Дороговато',
      createdBy: { id: employee.user.id },
      decidedAt: null,
      decidedBy: null,
    });
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, logistician.user.id));
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: NotificationType.COUNTER_OFFER_RECEIVED,
        params: {
          orderNumber: order.number,
          companyName: forwarder.company!.name,
          price: '400000 KZT',
        },
      }),
    );
    expect(await auditActions(order.id)).toContain('counter_offer.created');
    // The carrier reads the thread on its own response in the order.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: logistician.headers,
    });
    expect(detail.json<OrderDetail>().myResponse?.counterOffers).toEqual([offer]);
  });

  it('keeps one open counter-offer per response (COUNTER_OFFER_OPEN)', async () => {
    const { base } = await respondedOrder();
    await counter(base);
    const second = await post(base, forwarder, { price: 390_000, currency: 'USD' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'COUNTER_OFFER_OPEN' });
  });

  it('refuses a non-positive price, an unknown currency and an over-long comment', async () => {
    const { base } = await respondedOrder();
    for (const payload of [
      { price: 0 },
      { price: -5 },
      { price: 1000, currency: 'XYZ' },
      { price: 1000, comment: 'x'.repeat(5000) },
    ]) {
      const answer = await post(base, forwarder, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets the carrier accept: the response takes the price and currency, the order stays published', async () => {
    const { order, response, base } = await respondedOrder();
    const { offer } = await counter(base, { price: 5_000, currency: 'USD' });
    const accepted = await post(`${base}/${offer.id}/accept`, logistician);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const view = accepted.json<OrderResponseView>();
    expect(view).toMatchObject({
      status: 'ACTIVE',
      price: 5_000,
      currency: 'USD',
      version: response.version + 1,
    });
    expect(view.counterOffers[0]).toMatchObject({
      status: 'ACCEPTED',
      decidedBy: { id: logistician.user.id },
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'counter_offer.accepted')));
    expect(entry?.before).toMatchObject({ price: 430_000, currency: 'KZT' });
    expect(entry?.after).toMatchObject({
      price: 5_000,
      currency: 'USD',
      counterOfferStatus: 'ACCEPTED',
    });
    const ownerNotices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, forwarder.user.id));
    expect(ownerNotices.map((notice) => notice.type)).toContain(
      NotificationType.COUNTER_OFFER_ACCEPTED,
    );
    // The forwarder accepts the response as before, now at the agreed price.
    const detail = await post(`/orders/${order.id}/responses/${response.id}/accept`, forwarder, {
      version: order.version,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<OrderDetail>().selectedResponse).toMatchObject({
      price: 5_000,
      currency: 'USD',
    });
  });

  it('lets the carrier decline and the forwarder counter again, keeping the thread', async () => {
    const { order, base } = await respondedOrder();
    const { offer: first } = await counter(base, { price: 410_000 });
    const declined = await post(`${base}/${first.id}/decline`, carrier.account);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<OrderResponseView>()).toMatchObject({ price: 430_000 });
    const { view } = await counter(base, { price: 420_000 });
    expect(view.counterOffers.map((offer) => [offer.price, offer.status])).toEqual([
      [410_000, 'DECLINED'],
      [420_000, 'OPEN'],
    ]);
    expect(await auditActions(order.id)).toContain('counter_offer.declined');
  });

  it('lets the forwarder withdraw its open offer, after which it cannot be answered', async () => {
    const { order, base } = await respondedOrder();
    const { offer } = await counter(base);
    const withdrawn = await post(`${base}/${offer.id}/withdraw`, forwarder);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json<OrderResponseView>().counterOffers[0]?.status).toBe('WITHDRAWN');
    const late = await post(`${base}/${offer.id}/accept`, logistician);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'COUNTER_OFFER_NOT_OPEN' });
    expect(await auditActions(order.id)).toContain('counter_offer.withdrawn');
    await counter(base);
  });

  it('lets exactly one of two simultaneous answers win', async () => {
    const { base } = await respondedOrder();
    const { offer } = await counter(base);
    const answers = await Promise.all([
      post(`${base}/${offer.id}/accept`, logistician),
      post(`${base}/${offer.id}/decline`, carrier.account),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses countering or accepting once the response is no longer active', async () => {
    const { order, response, base } = await respondedOrder();
    const { offer } = await counter(base);
    const withdrawn = await post(
      `/orders/${order.id}/responses/${response.id}/withdraw`,
      carrier.account,
      { version: response.version },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const accept = await post(`${base}/${offer.id}/accept`, logistician);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ code: 'RESPONSE_NOT_ACTIVE' });
    await post(`${base}/${offer.id}/withdraw`, forwarder);
    const again = await post(base, forwarder, { price: 1000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RESPONSE_NOT_ACTIVE' });
  });

  it('refuses a counter-offer once the order has left PUBLISHED', async () => {
    const { order, response, base } = await respondedOrder();
    const accepted = await post(`/orders/${order.id}/responses/${response.id}/accept`, forwarder, {
      version: order.version,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const late = await post(base, forwarder, { price: 1000 });
    expect(late.statusCode).toBe(409);
  });

  it("refuses the carrier's price edit while a counter-offer awaits its answer", async () => {
    const { order, response, base } = await respondedOrder();
    await counter(base);
    const edit = (price: number) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/orders/${order.id}/responses/${response.id}`,
        headers: carrier.account.headers,
        payload: {
          driverId: carrier.driver.id,
          vehicleId: carrier.vehicle.id,
          price,
          currency: 'KZT',
          comment: 'Другой комментарий',
          version: response.version,
        },
      });
    const priced = await edit(425_000);
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ code: 'COUNTER_OFFER_OPEN' });
    // The price kept, the rest of the response may change.
    expect((await edit(430_000)).statusCode).toBe(200);
  });

  it('answers 404 to whoever may not see the response, and 403 to the wrong side', async () => {
    const { order, base } = await respondedOrder();
    const { offer } = await counter(base);
    const stranger = await post(base, otherForwarder, { price: 1000 });
    expect(stranger.statusCode).toBe(404);
    const strangerWithdraws = await post(`${base}/${offer.id}/withdraw`, otherForwarder);
    expect(strangerWithdraws.statusCode).toBe(404);
    await respond(ctx.app, otherCarrier, order.id);
    const otherAccepts = await post(`${base}/${offer.id}/accept`, otherCarrier.account);
    expect(otherAccepts.statusCode).toBe(404);
    const unknownOffer = await post(`${base}/${crypto.randomUUID()}/decline`, carrier.account);
    expect(unknownOffer.statusCode).toBe(404);
    // Roles: the carrier never counters, the forwarder never answers.
    expect((await post(base, carrier.account, { price: 1000 })).statusCode).toBe(403);
    expect((await post(`${base}/${offer.id}/accept`, forwarder)).statusCode).toBe(403);
  });
});
