import { Role, type OrderDetail, type OrderHistoryEntry } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  createOrder,
  orderForm,
  respond,
  routePoint,
  withFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`editing and publishing orders (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let carrier: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    otherForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  const put = (account: SignedInAccount, order: OrderDetail, changes: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      headers: account.headers,
      payload: { ...orderForm(), saveMode: 'DRAFT', version: order.version, ...changes },
    });
  const publish = (account: SignedInAccount, order: OrderDetail, version = order.version) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/publish`,
      headers: account.headers,
      payload: { version },
    });
  const history = async (account: SignedInAccount, order: OrderDetail) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<OrderHistoryEntry[]>();
  };

  it('saves changes of an employee at the version read and records what changed', async () => {
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const response = await put(employee, order, {
      price: 520_000,
      cargoName: 'Плитка керамическая',
      route: [
        routePoint('LOADING', 'Алматы', 'г. Алматы, ул. Рыскулова, 140'),
        routePoint('UNLOADING', 'Шымкент', 'г. Шымкент, ул. Тамерлановское шоссе, 5'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<OrderDetail>();
    expect(updated).toMatchObject({ status: 'DRAFT', version: 2, price: 520_000 });
    expect(updated.route[1]?.city).toBe('Шымкент');

    const entries = await history(forwarder, updated);
    expect(entries.map((entry) => entry.action)).toEqual(['order.created', 'order.updated']);
    const edit = entries[1]!;
    expect(edit.actor).toMatchObject({ id: employee.user.id, role: Role.EMPLOYEE });
    expect(edit.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', from: 450_000, to: 520_000 },
        { field: 'cargoName', from: 'Керамическая плитка', to: 'Плитка керамическая' },
        {
          field: 'route',
          from: expect.stringContaining('Астана'),
          to: expect.stringContaining('г. Шымкент, ул. Тамерлановское шоссе, 5'),
        },
      ]),
    );
    expect(edit.changes.map((change) => change.field)).not.toContain('currency');
  });

  it('refuses an edit at a stale version with VERSION_CONFLICT', async () => {
    const order = await createOrder(ctx.app, forwarder);
    expect((await put(forwarder, order, { price: 1000 })).statusCode).toBe(200);
    const stale = await put(employee, order, { price: 2000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
  });

  it('publishes a draft through the edit when asked, and never unpublishes', async () => {
    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const published = (await put(forwarder, draft, { saveMode: 'PUBLISH' })).json<OrderDetail>();
    expect(published).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    const kept = (await put(forwarder, published, { saveMode: 'DRAFT' })).json<OrderDetail>();
    expect(kept.status).toBe('PUBLISHED');
  });

  it('publishes a draft once; publishing again is not a transition of a published order', async () => {
    const draft = await createOrder(ctx.app, employee, { saveMode: 'DRAFT' });
    const response = await publish(employee, draft);
    expect(response.statusCode).toBe(200);
    const published = response.json<OrderDetail>();
    expect(published).toMatchObject({ status: 'PUBLISHED', version: 2 });
    const again = await publish(forwarder, published);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    const entries = await history(forwarder, published);
    expect(entries[1]).toMatchObject({
      action: 'order.published',
      changes: [{ field: 'status', from: 'DRAFT', to: 'PUBLISHED' }],
    });
  });

  it('refuses a stale publish with VERSION_CONFLICT', async () => {
    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const response = await publish(forwarder, draft, draft.version + 1);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VERSION_CONFLICT');
  });

  it("answers 404 to another forwarder's edit, publish and history, as if the order did not exist", async () => {
    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    expect((await put(otherForwarder, draft, {})).statusCode).toBe(404);
    expect((await publish(otherForwarder, draft)).statusCode).toBe(404);
    const get = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${draft.id}/history`,
      headers: otherForwarder.headers,
    });
    expect(get.statusCode).toBe(404);
  });

  it('keeps carriers and platform staff from editing and publishing', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    expect((await put(carrier, order, {})).statusCode).toBe(403);
    expect((await put(cb, order, {})).statusCode).toBe(403);
    expect((await publish(cb, order)).statusCode).toBe(403);
  });

  it('refuses edits once a carrier is selected (ORDER_NOT_EDITABLE)', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const fleet = await withFleet(ctx.app, carrier);
    const offer = await respond(ctx.app, fleet, order.id);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/responses/${offer.id}/accept`,
      headers: forwarder.headers,
      payload: { version: order.version },
    });
    expect(accepted.statusCode).toBe(200);
    const selected = accepted.json<OrderDetail>();
    const response = await put(forwarder, selected, { price: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_NOT_EDITABLE');
    expect(selected.actions.map((action) => action.action)).not.toContain('EDIT');
  });
});
