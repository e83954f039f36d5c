import {
  orderListItemSchema,
  orderPageSchema,
  Role,
  type OrderDetail,
  type OrderPage,
} from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import type { CarrierWithFleet } from '../../../test/order-factory.js';
import {
  seedOrderLists,
  type OrderListSeed,
  type OrderListSeedName,
} from '../../../test/order-list-seed.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`order lists (${testDriver})`, () => {
  let ctx: TestApp;
  let employee: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let cb: SignedInAccount;
  let made: OrderListSeed['made'];

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ employee, otherForwarder, carrier, cb, made } = await seedOrderLists(ctx.app));
  });
  afterAll(() => ctx.close());

  async function list(account: SignedInAccount, query = ''): Promise<OrderPage> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders${query}`,
      headers: account.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The route's fast serializer checks nothing: every answer must still be the contract.
    const page = response.json<OrderPage>();
    expect(orderPageSchema.parse(page)).toEqual(page);
    return page;
  }
  const numbersOf = (page: OrderPage) => page.items.map((item) => item.number);
  const idsOf = (page: OrderPage) => page.items.map((item) => item.id).sort();
  const ids = (...names: OrderListSeedName[]) => names.map((name) => made[name].id).sort();

  it("shows the forwarder side its company's orders, drafts included, and `my` its own", async () => {
    expect(idsOf(await list(employee))).toEqual(ids('tiles', 'fruit', 'draft'));
    expect(idsOf(await list(employee, '?scope=my'))).toEqual(ids('fruit'));
    expect(idsOf(await list(otherForwarder))).toEqual(ids('foreign', 'taken'));
  });

  it('shows carriers the load board and what they responded to; `my` only the latter', async () => {
    const page = await list(carrier.account);
    expect(idsOf(page)).toEqual(ids('tiles', 'fruit', 'foreign', 'taken'));
    const taken = page.items.find((item) => item.id === made.taken.id);
    expect(taken).toMatchObject({
      status: 'CARRIER_SELECTED',
      myResponseStatus: 'ACCEPTED',
      responseCount: 1,
      agreedPrice: { price: 430_000, currency: 'KZT' },
    });
    expect(idsOf(await list(carrier.account, '?scope=my'))).toEqual(ids('taken'));
    expect(idsOf(await list(carrier.account, '?status=PUBLISHED'))).toEqual(
      ids('tiles', 'fruit', 'foreign'),
    );
    const stranger = await newCompanyOwner(ctx.app, 'CARRIER');
    expect(idsOf(await list(stranger))).toEqual(ids('tiles', 'fruit', 'foreign'));
  });

  it('shows platform staff every order', async () => {
    expect(idsOf(await list(cb))).toEqual(ids('tiles', 'fruit', 'draft', 'foreign', 'taken'));
    const moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    expect((await list(moderator)).total).toBe(5);
  });

  it('answers a list row with what the list screens show: the route ends by city and the flags', async () => {
    const page = await list(cb, '?q=яблоки');
    expect(page).toMatchObject({ total: 1, totalCapped: false, page: 1, pageSize: 20 });
    const [row] = page.items;
    // Exactly the schema's fields: nothing the screens do not show travels with every row.
    expect(Object.keys(row ?? {}).sort()).toEqual(Object.keys(orderListItemSchema.shape).sort());
    expect(row).toEqual({
      id: made.fruit.id,
      number: made.fruit.number,
      status: 'PUBLISHED',
      createdAt: made.fruit.createdAt,
      plannedLoadingDate: '2026-04-10',
      transportType: 'REFRIGERATOR',
      cargoName: 'Яблоки свежие',
      cargoWeightTons: made.fruit.cargoWeightTons,
      price: 2_800,
      currency: 'USD',
      agreedPrice: null,
      from: { city: 'Алматы' },
      to: { city: 'Ташкент' },
      routePointCount: 3,
      responseCount: 0,
      myResponseStatus: null,
      hasOpenProblem: false,
      hasOpenDeletionRequest: false,
      invited: false,
      instantBooking: false,
      publicationStage: 'PUBLIC',
      poolUntil: null,
    });
  });

  it('filters by status, transport type, loading and unloading dates, price and currency', async () => {
    expect(idsOf(await list(cb, '?status=DRAFT'))).toEqual(ids('draft'));
    expect(idsOf(await list(cb, '?status=DRAFT,CARRIER_SELECTED'))).toEqual(ids('draft', 'taken'));
    expect(idsOf(await list(cb, '?status=DRAFT&status=CARRIER_SELECTED'))).toEqual(
      ids('draft', 'taken'),
    );
    expect(idsOf(await list(cb, '?transportType=REFRIGERATOR'))).toEqual(ids('fruit'));
    expect(idsOf(await list(cb, '?loadingDateFrom=2026-04-05&loadingDateTo=2026-04-08'))).toEqual(
      ids('draft', 'foreign', 'taken'),
    );
    expect(idsOf(await list(cb, '?unloadingDateFrom=2026-04-12'))).toEqual(ids('fruit', 'taken'));
    expect(idsOf(await list(cb, '?currency=USD'))).toEqual(ids('fruit'));
    expect(idsOf(await list(cb, '?currency=KZT&priceMin=450000&priceMax=450000'))).toEqual(
      ids('tiles', 'draft', 'foreign', 'taken'),
    );
    expect((await list(cb, '?priceMin=1000000')).items).toEqual([]);
  });

  it('filters by city or address text along the route, intermediate points included', async () => {
    expect(idsOf(await list(cb, '?place=бишкек'))).toEqual(ids('fruit'));
    expect(idsOf(await list(cb, '?place=Жибек'))).toEqual(ids('fruit'));
    expect(idsOf(await list(cb, '?place=караг'))).toEqual(ids('foreign'));
  });

  it('searches the number, the cargo and the addresses by word prefixes', async () => {
    expect(idsOf(await list(cb, `?q=${encodeURIComponent(made.tiles.number)}`))).toEqual(
      ids('tiles'),
    );
    const serial = String(Number(made.tiles.number.slice(-6)));
    expect(idsOf(await list(cb, `?q=${serial}`))).toContain(made.tiles.id);
    expect(idsOf(await list(cb, '?q=КЕРАМИЧ'))).toEqual(ids('tiles'));
    expect(idsOf(await list(cb, '?q=навои ташкент'))).toEqual(ids('fruit'));
    expect(idsOf(await list(cb, '?q=актобе'))).toEqual(ids('foreign'));
    expect((await list(cb, '?q=несуществующее')).total).toBe(0);
    // Punctuation is no query syntax.
    expect((await list(cb, `?q=${encodeURIComponent("'):* | !")}`)).total).toBe(5);
  });

  it('sorts by a whitelisted field either way, and refuses others', async () => {
    const byLoading = numbersOf(await list(cb, '?sort=plannedLoadingDate'));
    expect(byLoading).toEqual(
      (['tiles', 'draft', 'foreign', 'taken', 'fruit'] as const).map((name) => made[name].number),
    );
    const byPriceDesc = await list(cb, '?sort=-price&currency=KZT');
    expect(byPriceDesc.items.map((item) => item.price)).toEqual([
      450_000, 450_000, 450_000, 450_000,
    ]);
    const newestFirst = numbersOf(await list(cb));
    expect(newestFirst[0]).toBe(made.taken.number);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?sort=ownerCompanyId',
      headers: cb.headers,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('paginates on the server with the total of all matches', async () => {
    const first = await list(cb, '?sort=plannedLoadingDate&pageSize=2');
    const second = await list(cb, '?sort=plannedLoadingDate&pageSize=2&page=2');
    const third = await list(cb, '?sort=plannedLoadingDate&pageSize=2&page=3');
    expect([first.total, second.total, third.total]).toEqual([5, 5, 5]);
    expect([...numbersOf(first), ...numbersOf(second), ...numbersOf(third)]).toEqual(
      numbersOf(await list(cb, '?sort=plannedLoadingDate')),
    );
    expect(third.items).toHaveLength(1);
    // A page past the last has no rows, and still the total of all matches.
    const beyond = await list(cb, '?sort=plannedLoadingDate&pageSize=2&page=4');
    expect(beyond).toMatchObject({ items: [], total: 5, totalCapped: false, page: 4 });
    const nothing = await list(cb, '?q=несуществующийгруз');
    expect(nothing).toMatchObject({ items: [], total: 0, totalCapped: false });
  });

  it('refuses inverted ranges', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?loadingDateFrom=2026-05-01&loadingDateTo=2026-04-01',
      headers: cb.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ loadingDateTo: 'validation.rangeInverted' });
  });

  it("answers 404 for another company's order, and for a draft a carrier may not see", async () => {
    const get = (account: SignedInAccount, order: OrderDetail) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: account.headers });
    expect((await get(otherForwarder, made.tiles)).statusCode).toBe(404);
    expect((await get(carrier.account, made.draft)).statusCode).toBe(404);
    expect((await get(carrier.account, made.taken)).statusCode).toBe(200);
    const stranger = await newCompanyOwner(ctx.app, 'CARRIER');
    expect((await get(stranger, made.taken)).statusCode).toBe(404);
    expect((await get(cb, made.draft)).statusCode).toBe(200);
  });
});
