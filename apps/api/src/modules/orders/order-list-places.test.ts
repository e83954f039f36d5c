import type { OrderPage } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { createOrder, routePoint } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`the load board's place, weight and volume filters (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const lanes = {
      khorgosTashkent: ['Хоргос', 'Ташкент', 10, 40],
      almatyAstana: ['Алматы', 'Астана', 20, 82],
      unknownAstana: ['Неизвестноград', 'Астана', 5, 20],
    } as const;
    for (const [key, [from, to, weight, volume]] of Object.entries(lanes)) {
      const order = await createOrder(ctx.app, forwarder, {
        route: [routePoint('LOADING', from), routePoint('UNLOADING', to)],
        cargoWeightTons: weight,
        cargoVolumeM3: volume,
      });
      numbers[key] = order.number;
    }
  });
  afterAll(() => ctx.close());

  async function board(query: string): Promise<string[]> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?pageSize=50&${query}`,
      headers: carrier.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const numbered = new Map(Object.entries(numbers).map(([key, number]) => [number, key]));
    return response
      .json<OrderPage>()
      .items.flatMap((order) => numbered.get(order.number) ?? [])
      .sort();
  }

  it('finds an order by a place containing its loading or unloading place', async () => {
    expect(await board('from=KZ')).toEqual(['almatyAstana', 'khorgosTashkent']);
    expect(await board('from=KZ-19')).toEqual(['khorgosTashkent']);
    expect(await board('from=KZ-19:KHORGOS,KZ-75')).toEqual(['almatyAstana', 'khorgosTashkent']);
    expect(await board('to=UZ')).toEqual(['khorgosTashkent']);
    expect(await board('from=KZ&to=KZ-71')).toEqual(['almatyAstana']);
  });

  it('filters by weight and volume ranges', async () => {
    expect(await board('weightMinTons=10&weightMaxTons=19')).toEqual(['khorgosTashkent']);
    expect(await board('volumeMaxM3=40')).toEqual(['khorgosTashkent', 'unknownAstana']);
  });

  it('refuses a place the gazetteer does not know and inverted ranges', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?from=ATLANTIS&weightMinTons=9&weightMaxTons=3',
      headers: carrier.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'from.0': 'validation.placeUnknown', weightMaxTons: 'validation.rangeInverted' },
    });
  });
});
