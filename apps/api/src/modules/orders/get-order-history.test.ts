import { Role, type OrderHistoryEntry } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`order history (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let winner: CarrierWithFleet;
  let loser: CarrierWithFleet;
  let orderId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    winner = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    loser = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const order = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    orderId = order.id;
    const post = (url: string, account: SignedInAccount, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}${url}`,
        headers: account.headers,
        payload,
      });
    await post('/publish', forwarder, { version: 1 });
    const offer = await respond(ctx.app, winner, orderId, { price: 410_000 });
    await respond(ctx.app, loser, orderId, { price: 395_000 });
    await post(`/responses/${offer.id}/accept`, forwarder, { version: 2 });
    await post('/deletion-requests', forwarder, { reason: 'Передумали' });
    await post('/problems', winner.account, { description: 'Не отвечает грузоотправитель' });
  });
  afterAll(() => ctx.close());

  async function history(account: SignedInAccount) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/history`,
      headers: account.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<OrderHistoryEntry[]>();
  }

  it('lists every change, oldest first, with who made it, for the owner side and staff', async () => {
    const expected = [
      'order.created',
      'order.published',
      'response.created',
      'response.created',
      'response.accepted',
      'deletion.requested',
      'problem.reported',
    ];
    expect((await history(forwarder)).map((entry) => entry.action)).toEqual(expected);
    const entries = await history(await newPlatformAccount(ctx.app, Role.ADMIN));
    expect(entries.map((entry) => entry.action)).toEqual(expected);
    expect(entries[0]).toMatchObject({
      actor: { id: forwarder.user.id, role: Role.FORWARDER },
      changes: expect.arrayContaining([{ field: 'status', from: null, to: 'DRAFT' }]),
    });
    expect(entries[2]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'price', from: null, to: 410_000 },
        { field: 'carrier', from: null, to: winner.account.company!.name },
      ]),
    );
    expect(entries[2]?.changes.map((change) => change.field)).not.toContain('carrierCompanyId');
  });

  it("shows a carrier its own responses but not a competitor's, nor the deletion request", async () => {
    const toWinner = (await history(winner.account)).map((entry) => entry.action);
    expect(toWinner).toEqual([
      'order.created',
      'order.published',
      'response.created',
      'response.accepted',
      'problem.reported',
    ]);
    const toLoser = (await history(loser.account)).map((entry) => entry.action);
    expect(toLoser).toEqual(['order.created', 'order.published', 'response.created']);
  });
});
