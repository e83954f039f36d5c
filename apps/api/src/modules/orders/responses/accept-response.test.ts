import {
  NotificationType,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderResponseView,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderResponses } from '../../../db/schema.js';
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

describe(`accepting a response (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let first: CarrierWithFleet;
  let second: CarrierWithFleet;
  let secondLogistician: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    first = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    second = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    secondLogistician = await newCompanyStaff(ctx.app, second.account.company!);
  });
  afterAll(() => ctx.close());

  const accept = (
    account: SignedInAccount,
    order: OrderDetail,
    responseId: string,
    version = order.version,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses/${responseId}/accept`,
      headers: account.headers,
      payload: { version },
    });
  const responseStatuses = async (orderId: string) => {
    const rows = await ctx.database.db
      .select({ id: orderResponses.id, status: orderResponses.status })
      .from(orderResponses)
      .where(eq(orderResponses.orderId, orderId));
    return Object.fromEntries(rows.map((row) => [row.id, row.status]));
  };
  const noticesOf = (userId: string, type: NotificationType) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it('selects the carrier, declines every other response and tells both carriers', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const winner = await respond(ctx.app, first, order.id);
    const loser = await respond(ctx.app, second, order.id);
    const response = await accept(employee, order, winner.id);
    expect(response.statusCode).toBe(200);
    const selected = response.json<OrderDetail>();
    expect(selected).toMatchObject({
      status: 'CARRIER_SELECTED',
      version: order.version + 1,
      selectedResponse: {
        id: winner.id,
        status: 'ACCEPTED',
        carrier: { id: first.account.company!.id },
      },
    });
    expect(await responseStatuses(order.id)).toEqual({
      [winner.id]: 'ACCEPTED',
      [loser.id]: 'DECLINED',
    });

    const accepted = await noticesOf(
      first.account.user.id,
      NotificationType.ORDER_RESPONSE_ACCEPTED,
    );
    expect(accepted).toMatchObject([{ params: { orderNumber: order.number } }]);
    for (const userId of [second.account.user.id, secondLogistician.user.id]) {
      expect(await noticesOf(userId, NotificationType.ORDER_RESPONSE_DECLINED)).toHaveLength(1);
    }

    // The declined carrier still sees the order, with its response declined.
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: secondLogistician.headers,
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<OrderDetail>()).toMatchObject({
      myResponse: { id: loser.id, status: 'DECLINED' },
      selectedResponse: null,
    });
    // The selected carrier sees its accepted response as the selection.
    const won = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: first.account.headers,
    });
    expect(won.json<OrderDetail>().selectedResponse?.id).toBe(winner.id);

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: forwarder.headers,
    });
    const entries = history.json<OrderHistoryEntry[]>();
    expect(entries.at(-1)).toMatchObject({
      action: 'response.accepted',
      actor: { id: employee.user.id },
      changes: expect.arrayContaining([
        { field: 'status', from: 'PUBLISHED', to: 'CARRIER_SELECTED' },
      ]),
    });
  });

  it('leaves exactly one response accepted when two are accepted at the same moment', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const a = await respond(ctx.app, first, order.id);
    const b = await respond(ctx.app, second, order.id);
    const results = await Promise.all([
      accept(forwarder, order, a.id),
      accept(employee, order, b.id),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((result) => result.statusCode === 409)!;
    expect(['RESPONSE_ALREADY_ACCEPTED', 'VERSION_CONFLICT']).toContain(loser.json().code);
    const statuses = Object.values(await responseStatuses(order.id)).sort();
    expect(statuses).toEqual(['ACCEPTED', 'DECLINED']);
    const winner = results.find((result) => result.statusCode === 200)!.json<OrderDetail>();
    expect(winner.selectedResponse?.status).toBe('ACCEPTED');
  });

  it('refuses a second acceptance after the choice (RESPONSE_ALREADY_ACCEPTED)', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const a = await respond(ctx.app, first, order.id);
    const b = await respond(ctx.app, second, order.id);
    expect((await accept(forwarder, order, a.id)).statusCode).toBe(200);
    const late = await accept(forwarder, order, b.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('RESPONSE_ALREADY_ACCEPTED');
  });

  it('refuses a withdrawn response and a stale order version', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const offer = await respond(ctx.app, first, order.id);
    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses/${offer.id}/withdraw`,
      headers: first.account.headers,
      payload: { version: offer.version },
    });
    expect(withdrawn.json<OrderResponseView>().status).toBe('WITHDRAWN');
    const refused = await accept(forwarder, order, offer.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RESPONSE_NOT_ACTIVE');

    const fresh = await respond(ctx.app, second, order.id);
    const stale = await accept(forwarder, order, fresh.id, order.version + 5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('lets only the owner side accept: carriers 403, another forwarder 404', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const offer = await respond(ctx.app, first, order.id);
    expect((await accept(first.account, order, offer.id)).statusCode).toBe(403);
    expect(
      (await accept(await newCompanyOwner(ctx.app, 'FORWARDER'), order, offer.id)).statusCode,
    ).toBe(404);
    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const onDraft = await accept(forwarder, draft, offer.id);
    expect(onDraft.statusCode).toBe(409);
    expect(onDraft.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
  });

  it('refuses responding, editing and withdrawing once the carrier is chosen', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const a = await respond(ctx.app, first, order.id);
    const b = await respond(ctx.app, second, order.id);
    await accept(forwarder, order, a.id);
    const withdraw = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses/${a.id}/withdraw`,
      headers: first.account.headers,
      payload: { version: 2 },
    });
    // The selected carrier is no candidate any more; the declined one meets a closed board.
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json().code).toBe('ORDER_ACTION_FORBIDDEN_FOR_PARTY');
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/responses/${b.id}`,
      headers: second.account.headers,
      payload: {
        driverId: second.driver.id,
        vehicleId: second.vehicle.id,
        price: 1,
        currency: 'KZT',
        version: 2,
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    const third = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses`,
      headers: third.account.headers,
      payload: {
        driverId: third.driver.id,
        vehicleId: third.vehicle.id,
        price: 1,
        currency: 'KZT',
      },
    });
    // A carrier that never responded no longer sees the order at all.
    expect(late.statusCode).toBe(404);
  });
});
