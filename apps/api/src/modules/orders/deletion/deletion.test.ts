import {
  NotificationType,
  Role,
  type DeletionRequestPage,
  type OrderDeletionRequest,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderResponses, orders } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { createOrder, respond, withFleet } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`deletion requests (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let moderator: SignedInAccount;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const post = (url: string, account: SignedInAccount, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: account.headers, payload });
  const get = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: account.headers });
  const askToDelete = async (order: OrderDetail, account = employee) => {
    const response = await post(`/orders/${order.id}/deletion-requests`, account, {
      reason: 'Груз отменён клиентом',
    });
    expect(response.statusCode).toBe(201);
    return response.json<OrderDeletionRequest>();
  };

  it('files a request, flags the order and tells moderators and the CB', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const request = await askToDelete(order);
    expect(request).toMatchObject({
      status: 'PENDING',
      reason: 'Груз отменён клиентом',
      requestedBy: { id: employee.user.id },
      decidedBy: null,
    });
    const detail = (await get(`/orders/${order.id}`, forwarder)).json<OrderDetail>();
    expect(detail.deletionRequests).toMatchObject([{ id: request.id, status: 'PENDING' }]);
    for (const reviewer of [moderator, cb]) {
      const notices = await ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, reviewer.user.id),
            eq(notifications.type, NotificationType.ORDER_DELETION_REQUESTED),
          ),
        );
      expect(notices.map((notice) => notice.params)).toContainEqual({ orderNumber: order.number });
    }
    const twice = await post(`/orders/${order.id}/deletion-requests`, forwarder, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DELETION_ALREADY_REQUESTED');
  });

  it('lets only the owner side ask', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    expect((await post(`/orders/${order.id}/deletion-requests`, carrier, {})).statusCode).toBe(403);
    expect((await post(`/orders/${order.id}/deletion-requests`, moderator, {})).statusCode).toBe(
      403,
    );
    const other = await newCompanyOwner(ctx.app, 'FORWARDER');
    expect((await post(`/orders/${order.id}/deletion-requests`, other, {})).statusCode).toBe(404);
  });

  it('cancels the order on approval, keeps it with its history, and tells the owner side', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const offer = await respond(ctx.app, carrier, order.id);
    const request = await askToDelete(order);
    const response = await post(
      `/orders/${order.id}/deletion-requests/${request.id}/decision`,
      moderator,
      {
        decision: 'APPROVE',
      },
    );
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<OrderDetail>();
    expect(cancelled).toMatchObject({ status: 'CANCELLED' });
    expect(cancelled.deletionRequests[0]).toMatchObject({
      status: 'APPROVED',
      decidedBy: { id: moderator.user.id },
    });
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'CANCELLED', hasOpenDeletionRequest: false });
    const [declined] = await ctx.database.db
      .select({ status: orderResponses.status })
      .from(orderResponses)
      .where(eq(orderResponses.id, offer.id));
    expect(declined?.status).toBe('DECLINED');
    const history = (await get(`/orders/${order.id}/history`, forwarder)).json<
      OrderHistoryEntry[]
    >();
    expect(history.at(-1)).toMatchObject({
      action: 'deletion.approved',
      actor: { id: moderator.user.id, role: Role.MODERATOR },
      changes: expect.arrayContaining([{ field: 'status', from: 'PUBLISHED', to: 'CANCELLED' }]),
    });
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, employee.user.id),
          eq(notifications.type, NotificationType.ORDER_DELETION_DECIDED),
        ),
      );
    expect(notices).toHaveLength(1);
    // A cancelled order no longer changes.
    const refused = await post(`/orders/${order.id}/problems`, forwarder, { description: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_CLOSED');
  });

  it('rejects with a comment and leaves the order as it was', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const request = await askToDelete(order);
    const url = `/orders/${order.id}/deletion-requests/${request.id}/decision`;
    const noComment = await post(url, cb, { decision: 'REJECT' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().fields).toEqual({ comment: 'validation.commentEmpty' });
    const response = await post(url, cb, {
      decision: 'REJECT',
      comment: 'Заявка в работе у перевозчика',
    });
    expect(response.statusCode).toBe(200);
    const kept = response.json<OrderDetail>();
    expect(kept.status).toBe('PUBLISHED');
    expect(kept.deletionRequests[0]).toMatchObject({
      status: 'REJECTED',
      comment: 'Заявка в работе у перевозчика',
    });
    const again = await post(url, cb, { decision: 'APPROVE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DELETION_REQUEST_NOT_OPEN');
    // The owner side may ask again.
    await askToDelete(kept, forwarder);
  });

  it('waits for the CB while the order has an open problem', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const request = await askToDelete(order);
    await post(`/orders/${order.id}/problems`, forwarder, { description: 'Проверка' });
    const response = await post(
      `/orders/${order.id}/deletion-requests/${request.id}/decision`,
      moderator,
      { decision: 'APPROVE' },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_HAS_OPEN_PROBLEM');
  });

  it('lists pending requests with their orders for moderators and the CB only', async () => {
    const order = await createOrder(ctx.app, forwarder, { cargoName: 'Цемент М500' });
    const request = await askToDelete(order);
    const page = await get('/deletion-requests?pageSize=100', moderator);
    expect(page.statusCode).toBe(200);
    const body = page.json<DeletionRequestPage>();
    expect(body.items.every((item) => item.status === 'PENDING')).toBe(true);
    expect(body.items.find((item) => item.id === request.id)).toMatchObject({
      order: { id: order.id, cargoName: 'Цемент М500', hasOpenDeletionRequest: true },
    });
    const decided = (
      await get('/deletion-requests?status=APPROVED', cb)
    ).json<DeletionRequestPage>();
    expect(decided.items.every((item) => item.status === 'APPROVED')).toBe(true);
    expect((await get('/deletion-requests', forwarder)).statusCode).toBe(403);
  });
});
