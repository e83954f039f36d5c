import { orderPageSchema, type OrderDetail, type OrderPage } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`the agreed price in order lists (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let chosen: CarrierWithFleet;
  let passedOver: CarrierWithFleet;
  let agreed: OrderDetail;
  let open: OrderDetail;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    chosen = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    passedOver = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    agreed = await createOrder(ctx.app, forwarder, { price: 450_000, cargoName: 'Цемент' });
    open = await createOrder(ctx.app, forwarder, { price: 300_000, cargoName: 'Кирпич' });
    // The chosen carrier's offer is in another currency than the asking price.
    const offer = await respond(ctx.app, chosen, agreed.id, { price: 5_200, currency: 'USD' });
    await respond(ctx.app, passedOver, agreed.id, { price: 420_000 });
    await respond(ctx.app, passedOver, open.id, { price: 280_000 });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${agreed.id}/responses/${offer.id}/accept`,
      headers: forwarder.headers,
      payload: { version: agreed.version },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
  afterAll(() => ctx.close());

  async function rowsOf(account: SignedInAccount, query = '') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders${query}`,
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<OrderPage>();
    expect(orderPageSchema.parse(page)).toEqual(page);
    return new Map(page.items.map((item) => [item.id, item]));
  }

  it("shows the forwarder the selected carrier's price beside the asking one", async () => {
    const rows = await rowsOf(forwarder);
    expect(rows.get(agreed.id)).toMatchObject({
      price: 450_000,
      currency: 'KZT',
      agreedPrice: { price: 5_200, currency: 'USD' },
    });
    expect(rows.get(open.id)?.agreedPrice).toBeNull();
  });

  it('answers the same row when the list searches by words', async () => {
    const rows = await rowsOf(forwarder, '?q=цемент');
    expect(rows.get(agreed.id)?.agreedPrice).toEqual({ price: 5_200, currency: 'USD' });
  });

  it('shows the selected carrier its own price, and no other carrier the price it lost to', async () => {
    const mine = await rowsOf(chosen.account, '?scope=my');
    expect(mine.get(agreed.id)?.agreedPrice).toEqual({ price: 5_200, currency: 'USD' });
    const theirs = await rowsOf(passedOver.account, '?scope=my');
    expect(theirs.get(agreed.id)?.agreedPrice).toBeNull();
    expect(theirs.get(open.id)?.agreedPrice).toBeNull();
    const searched = await rowsOf(passedOver.account, '?scope=my&q=цемент');
    expect(searched.get(agreed.id)?.agreedPrice).toBeNull();
  });
});
