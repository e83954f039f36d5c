import {
  NotificationType,
  Role,
  type OrderDetail,
  type OrderProblem,
  type ProblemOrderPage,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderResponses } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`problem orders (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let otherCarrier: CarrierWithFleet;
  let cb: SignedInAccount;
  let moderator: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    otherCarrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    cb = await newPlatformAccount(ctx.app, Role.CB);
    moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
  });
  afterAll(() => ctx.close());

  const post = (url: string, account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: account.headers, payload });
  const get = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: account.headers });

  /** A published order with the carrier selected. */
  async function selectedOrder(): Promise<{ order: OrderDetail; responseId: string }> {
    const order = await createOrder(ctx.app, forwarder);
    const offer = await respond(ctx.app, carrier, order.id);
    const accepted = await post(`/orders/${order.id}/responses/${offer.id}/accept`, forwarder, {
      version: order.version,
    });
    return { order: accepted.json<OrderDetail>(), responseId: offer.id };
  }

  it('lets the selected carrier report a problem, flags the order and tells the CB', async () => {
    const { order } = await selectedOrder();
    const response = await post(`/orders/${order.id}/problems`, carrier.account, {
      description: '  Пломба на прицепе повреждена  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderProblem>()).toMatchObject({
      description: 'Пломба на прицепе повреждена',
      status: 'OPEN',
      reportedBy: {
        id: carrier.account.user.id,
        role: Role.DRIVER_COMPANY,
        companyName: carrier.account.company!.name,
      },
      decidedBy: null,
    });
    const detail = (await get(`/orders/${order.id}`, forwarder)).json<OrderDetail>();
    expect(detail.openProblem?.description).toBe('Пломба на прицепе повреждена');
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cb.user.id));
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: NotificationType.ORDER_PROBLEM_REPORTED,
        params: { orderNumber: order.number },
      }),
    );
  });

  it("requires a description: 'Please fill out the problem description.'", async () => {
    const order = await createOrder(ctx.app, forwarder);
    const response = await post(`/orders/${order.id}/problems`, forwarder, { description: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      description: 'validation.problemDescriptionRequired',
    });
  });

  it('refuses a second open report, reports on drafts, and reports by outsiders', async () => {
    const order = await createOrder(ctx.app, forwarder);
    expect(
      (await post(`/orders/${order.id}/problems`, forwarder, { description: 'A' })).statusCode,
    ).toBe(201);
    const twice = await post(`/orders/${order.id}/problems`, forwarder, { description: 'B' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('PROBLEM_ALREADY_OPEN');

    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const onDraft = await post(`/orders/${draft.id}/problems`, forwarder, { description: 'A' });
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');

    const published = await createOrder(ctx.app, forwarder);
    const byCandidate = await post(`/orders/${published.id}/problems`, otherCarrier.account, {
      description: 'A',
    });
    expect(byCandidate.statusCode).toBe(403);
    expect(byCandidate.json().code).toBe('ORDER_ACTION_FORBIDDEN_FOR_PARTY');
    const byOtherForwarder = await post(
      `/orders/${published.id}/problems`,
      await newCompanyOwner(ctx.app, 'FORWARDER'),
      { description: 'A' },
    );
    expect(byOtherForwarder.statusCode).toBe(404);
    expect(
      (await post(`/orders/${published.id}/problems`, cb, { description: 'A' })).statusCode,
    ).toBe(403);
  });

  it('lists open problems for the CB only, searchable by the order', async () => {
    const order = await createOrder(ctx.app, forwarder, {
      cargoName: 'Мука пшеничная высший сорт',
    });
    await post(`/orders/${order.id}/problems`, forwarder, { description: 'Груз не готов' });
    const page = await get('/problem-orders?q=мука', cb);
    expect(page.statusCode).toBe(200);
    const body = page.json<ProblemOrderPage>();
    expect(body.items.map((item) => item.id)).toEqual([order.id]);
    expect(body.items[0]).toMatchObject({
      number: order.number,
      hasOpenProblem: true,
      problem: { description: 'Груз не готов', status: 'OPEN' },
    });
    const all = (await get('/problem-orders', cb)).json<ProblemOrderPage>();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.items.every((item) => item.problem.status === 'OPEN')).toBe(true);
    expect((await get('/problem-orders', moderator)).statusCode).toBe(403);
    expect((await get('/problem-orders', forwarder)).statusCode).toBe(403);
  });

  it('records the decision with a comment and keeps the status when none is chosen', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const problem = (
      await post(`/orders/${order.id}/problems`, forwarder, { description: 'Сомнения' })
    ).json<OrderProblem>();
    const url = `/orders/${order.id}/problems/${problem.id}/decision`;
    const empty = await post(url, cb, { comment: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ comment: 'validation.commentEmpty' });
    expect((await post(url, moderator, { comment: 'Проверено' })).statusCode).toBe(403);

    const response = await post(url, cb, { comment: 'Проверено, нарушений нет' });
    expect(response.statusCode).toBe(200);
    const decided = response.json<OrderDetail>();
    expect(decided).toMatchObject({ status: 'PUBLISHED', openProblem: null });
    expect(decided.problems[0]).toMatchObject({
      status: 'DECIDED',
      decisionComment: 'Проверено, нарушений нет',
      newStatus: null,
      decidedBy: { id: cb.user.id },
    });
    const again = await post(url, cb, { comment: 'Ещё раз' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PROBLEM_NOT_OPEN');
    const [notice] = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, forwarder.user.id),
          eq(notifications.type, NotificationType.ORDER_PROBLEM_DECIDED),
        ),
      );
    expect(notice?.params).toEqual({
      orderNumber: order.number,
      comment: 'Проверено, нарушений нет',
    });
  });

  it('sends an order back to PUBLISHED: the accepted response is declined and a new carrier may respond', async () => {
    const { order, responseId } = await selectedOrder();
    const problem = (
      await post(`/orders/${order.id}/problems`, forwarder, {
        description: 'Перевозчик не вышел на связь',
      })
    ).json<OrderProblem>();
    const response = await post(`/orders/${order.id}/problems/${problem.id}/decision`, cb, {
      comment: 'Перевозчик снят, заявка возвращена на биржу',
      newStatus: 'PUBLISHED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderDetail>()).toMatchObject({
      status: 'PUBLISHED',
      selectedResponse: null,
    });
    const [released] = await ctx.database.db
      .select({ status: orderResponses.status })
      .from(orderResponses)
      .where(eq(orderResponses.id, responseId));
    expect(released?.status).toBe('DECLINED');
    // The released carrier hears of the decision too.
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, carrier.account.user.id),
          eq(notifications.type, NotificationType.ORDER_PROBLEM_DECIDED),
        ),
      );
    expect(notices).toHaveLength(1);
    await respond(ctx.app, otherCarrier, order.id);
    await respond(ctx.app, carrier, order.id);
  });

  it('cancels an order by decision and closes its pending deletion request', async () => {
    const order = await createOrder(ctx.app, forwarder);
    await post(`/orders/${order.id}/deletion-requests`, forwarder, { reason: 'Дубль' });
    const problem = (
      await post(`/orders/${order.id}/problems`, forwarder, { description: 'Мошенничество' })
    ).json<OrderProblem>();
    const response = await post(`/orders/${order.id}/problems/${problem.id}/decision`, cb, {
      comment: 'Заявка аннулирована',
      newStatus: 'CANCELLED',
    });
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<OrderDetail>();
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.deletionRequests[0]).toMatchObject({
      status: 'CLOSED',
      comment: 'Заявка аннулирована',
    });
    expect(cancelled.actions.filter((action) => action.allowed)).toEqual([]);
  });

  it('shows problems to the parties but not to carriers that are no party', async () => {
    const { order } = await selectedOrder();
    await post(`/orders/${order.id}/problems`, forwarder, { description: 'Опоздание' });
    const toCarrier = (await get(`/orders/${order.id}`, carrier.account)).json<OrderDetail>();
    expect(toCarrier.problems).toHaveLength(1);
    const published = await createOrder(ctx.app, forwarder);
    await post(`/orders/${published.id}/problems`, forwarder, { description: 'Внутреннее' });
    const toCandidate = (
      await get(`/orders/${published.id}`, otherCarrier.account)
    ).json<OrderDetail>();
    expect(toCandidate).toMatchObject({ problems: [], openProblem: null, deletionRequests: [] });
  });
});
