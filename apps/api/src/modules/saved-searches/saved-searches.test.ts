import {
  EXCHANGE_LIMITS,
  NotificationType,
  type Notification,
  type SavedSearch,
  type SavedSearchForm,
  type SavedSearchList,
  type SavedSearchMatches,
} from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches, savedSearchMatches } from '../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { outboxMailTo } from '../../../test/mail-outbox.js';
import { createOrder, orderForm, routePoint } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { sendSearchDigests } from './search-digests.js';

/** Almaty region to anywhere in Uzbekistan, tents: what the orders below are made to meet. */
const lane: SavedSearchForm = {
  name: 'Алматы → Узбекистан',
  origins: ['KZ-75'],
  destinations: ['UZ'],
  bodyTypes: ['TENT'],
  emailFrequency: 'OFF',
  pushEnabled: false,
  language: 'ru',
};
const toTashkent = {
  route: [routePoint('LOADING', 'Алматы'), routePoint('UNLOADING', 'Ташкент')],
};

describe(`saved searches and their alerts (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: SignedInAccount;
  let logistician: SignedInAccount;
  let otherCarrier: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    logistician = await newCompanyStaff(ctx.app, carrier.company!);
    otherCarrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  const call = (
    account: SignedInAccount,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers: account.headers, payload });

  async function save(account: SignedInAccount, form: Partial<SavedSearchForm> = {}) {
    const response = await call(account, 'POST', '/saved-searches', { ...lane, ...form });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SavedSearch>();
  }

  const matchesOf = async (searchId: string) =>
    ctx.database.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.searchId, searchId));

  const notificationsOf = async (account: SignedInAccount) =>
    (await call(account, 'GET', '/notifications?pageSize=100')).json<{ items: Notification[] }>()
      .items;

  /** Publishes an order and waits for its job to have matched it. */
  async function publishAndMatch(overrides: object = toTashkent) {
    const order = await createOrder(ctx.app, forwarder, overrides);
    await expect
      .poll(
        async () => {
          const { rows } = await ctx.database.executeSql(
            `select state from pgboss.job where name = 'order-published' and data->>'orderId' = $1`,
            [order.id],
          );
          return (rows as { state: string }[])[0]?.state;
        },
        { timeout: 15_000 },
      )
      .toBe('completed');
    return order;
  }

  it('saves the filters under a name and lists only the caller’s own searches', async () => {
    const mine = await save(logistician, { name: 'Мой поиск' });
    await save(otherCarrier, { name: 'Чужой поиск' });
    const list = (await call(logistician, 'GET', '/saved-searches')).json<SavedSearchList>();
    expect(list.items.map((search) => search.name)).toEqual(['Мой поиск']);
    expect(list.limit).toBe(EXCHANGE_LIMITS.maxSavedSearchesPerUser);
    expect(mine).toMatchObject({ origins: ['KZ-75'], paused: false, muted: false, version: 1 });
  });

  it('answers another user’s search with 404, and a forwarder with 403, changing nothing', async () => {
    const theirs = await save(otherCarrier, { name: 'Только мой' });
    for (const [method, url] of [
      ['GET', `/saved-searches/${theirs.id}/matches`],
      ['PUT', `/saved-searches/${theirs.id}`],
      ['POST', `/saved-searches/${theirs.id}/pause`],
      ['DELETE', `/saved-searches/${theirs.id}`],
    ] as const) {
      const payload = method === 'PUT' ? { ...lane, version: 1 } : undefined;
      expect((await call(carrier, method, url, payload)).statusCode).toBe(404);
      expect((await call(forwarder, method, url, payload)).statusCode).toBe(403);
    }
    expect((await call(forwarder, 'GET', '/saved-searches')).statusCode).toBe(403);
    expect((await call(forwarder, 'POST', '/saved-searches', lane)).statusCode).toBe(403);
    const [stored] = await ctx.database.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, theirs.id));
    expect(stored).toMatchObject({ name: 'Только мой', pausedAt: null, version: 1 });
  });

  it('refuses bad input with a code per field and stores nothing', async () => {
    const before = (await call(carrier, 'GET', '/saved-searches')).json<SavedSearchList>();
    const response = await call(carrier, 'POST', '/saved-searches', {
      ...lane,
      name: '',
      origins: ['KZ-75', 'ATLANTIS'],
      weightMinTons: 20,
      weightMaxTons: 5,
      priceMin: 100_000,
      emailFrequency: 'WEEKLY',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        name: expect.any(String),
        'origins.1': 'validation.placeUnknown',
        weightMaxTons: 'validation.rangeInverted',
        priceCurrency: expect.any(String),
        emailFrequency: expect.any(String),
      },
    });
    const after = (await call(carrier, 'GET', '/saved-searches')).json<SavedSearchList>();
    expect(after.items).toHaveLength(before.items.length);
  });

  it('edits at the version read and refuses a stale one with VERSION_CONFLICT', async () => {
    const search = await save(carrier, { name: 'Правка' });
    const edited = await call(carrier, 'PUT', `/saved-searches/${search.id}`, {
      ...lane,
      name: 'Правка 2',
      version: search.version,
    });
    expect(edited.json<SavedSearch>()).toMatchObject({ name: 'Правка 2', version: 2 });
    const stale = await call(carrier, 'PUT', `/saved-searches/${search.id}`, {
      ...lane,
      name: 'Правка 3',
      version: search.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await call(carrier, 'DELETE', `/saved-searches/${search.id}`)).statusCode).toBe(200);
    expect((await call(carrier, 'GET', `/saved-searches/${search.id}/matches`)).statusCode).toBe(
      404,
    );
  });

  it('stops at the limit of searches per user with SAVED_SEARCH_LIMIT_REACHED', async () => {
    const hoarder = await newCompanyOwner(ctx.app, 'CARRIER');
    await ctx.database.db.insert(savedSearches).values(
      Array.from({ length: EXCHANGE_LIMITS.maxSavedSearchesPerUser }, (_, index) => ({
        userId: hoarder.user.id,
        companyId: hoarder.company.id,
        name: `search ${index}`,
      })),
    );
    const response = await call(hoarder, 'POST', '/saved-searches', lane);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SAVED_SEARCH_LIMIT_REACHED' });
  });

  it('alerts the owner once per published order, counts the badge and clears it when read', async () => {
    const alerted = await newCompanyOwner(ctx.app, 'CARRIER');
    const search = await save(alerted, { name: 'Ташкентский' });
    const order = await publishAndMatch();
    // A draft is not on the board, and an order off the lane is no match.
    await createOrder(ctx.app, forwarder, { ...toTashkent, saveMode: 'DRAFT' });
    await publishAndMatch({
      route: [routePoint('LOADING', 'Астана'), routePoint('UNLOADING', 'Ташкент')],
    });

    const notices = (await notificationsOf(alerted)).filter(
      (notice) => notice.type === NotificationType.ORDER_MATCHES_SEARCH,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      params: { orderNumber: order.number, searchName: 'Ташкентский' },
      link: `/view-request/${order.id}`,
    });
    const [listed] = (await call(alerted, 'GET', '/saved-searches')).json<SavedSearchList>().items;
    expect(listed).toMatchObject({ unseenCount: 1, lastMatchedAt: expect.any(String) });

    const matches = (
      await call(alerted, 'GET', `/saved-searches/${search.id}/matches`)
    ).json<SavedSearchMatches>();
    expect(matches.items.map((match) => match.orderId)).toEqual([order.id]);
    expect(matches.search.unseenCount).toBe(0);

    // Editing the order on the board matches it again: the search is not alerted twice.
    const edit = await call(forwarder, 'PUT', `/orders/${order.id}`, {
      ...orderForm(toTashkent),
      cargoName: 'Другое',
      version: order.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await expect.poll(async () => (await matchesOf(search.id)).length).toBe(1);
    expect(
      (await notificationsOf(alerted)).filter(
        (notice) => notice.type === NotificationType.ORDER_MATCHES_SEARCH,
      ),
    ).toHaveLength(1);
  });

  it('matches nothing to a paused search and alerts nobody of a muted one', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    const paused = await save(owner, { name: 'На паузе' });
    const muted = await save(owner, { name: 'Без звука' });
    expect((await call(owner, 'POST', `/saved-searches/${paused.id}/pause`)).json()).toMatchObject({
      paused: true,
    });
    expect((await call(owner, 'POST', `/saved-searches/${muted.id}/mute`)).json()).toMatchObject({
      muted: true,
    });
    const order = await publishAndMatch();
    expect(await matchesOf(paused.id)).toHaveLength(0);
    expect((await matchesOf(muted.id)).map((match) => match.orderId)).toEqual([order.id]);
    expect(
      (await notificationsOf(owner)).filter(
        (notice) => notice.type === NotificationType.ORDER_MATCHES_SEARCH,
      ),
    ).toHaveLength(0);

    // Resumed and unmuted, the next order alerts through both.
    await call(owner, 'POST', `/saved-searches/${paused.id}/resume`);
    await call(owner, 'POST', `/saved-searches/${muted.id}/unmute`);
    await publishAndMatch();
    expect(
      (await notificationsOf(owner)).filter(
        (notice) => notice.type === NotificationType.ORDER_MATCHES_SEARCH,
      ),
    ).toHaveLength(2);
  });

  it('mails an instant alert with the match, in the search’s language', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    await save(owner, { name: 'Сразу', emailFrequency: 'INSTANT', language: 'en' });
    const order = await publishAndMatch();
    const mails = await outboxMailTo(ctx.app, owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('New loads for your saved searches: 1');
    expect(mails[0]?.text).toContain(`№${order.number}`);
    expect(mails[0]?.text).toContain(`/view-request/${order.id}`);
  });

  it('mails each waiting match once in the digest of its frequency', async () => {
    const owner = await newCompanyOwner(ctx.app, 'CARRIER');
    await save(owner, { name: 'Раз в час', emailFrequency: 'HOURLY' });
    await save(owner, { name: 'Раз в день', emailFrequency: 'DAILY' });
    const first = await publishAndMatch();
    const second = await publishAndMatch();
    const deps = { db: ctx.database.db, mailer: ctx.app.mailer, publicUrl: 'https://freight.kz' };

    expect(await sendSearchDigests(deps, 'HOURLY')).toBeGreaterThanOrEqual(1);
    let mails = await outboxMailTo(ctx.app, owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Новые грузы по вашим сохранённым поискам: 2');
    expect(mails[0]?.text).toContain(`https://freight.kz/view-request/${first.id}`);
    expect(mails[0]?.text).toContain(`№${second.number}`);
    expect(mails[0]?.text).not.toContain('Раз в день');

    // Nothing waits any more for the hourly digest: the next run mails nothing to this user.
    await sendSearchDigests(deps, 'HOURLY');
    expect(await outboxMailTo(ctx.app, owner.user.email)).toHaveLength(1);
    await sendSearchDigests(deps, 'DAILY');
    mails = await outboxMailTo(ctx.app, owner.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Раз в день');
  });

  it('counts and mails every match of a burst of publications matched at once', async () => {
    const owners = [];
    for (let n = 0; n < 3; n += 1) owners.push(await newCompanyOwner(ctx.app, 'CARRIER'));
    const searches = [];
    for (const owner of owners) {
      searches.push(await save(owner, { name: 'Пачкой', emailFrequency: 'INSTANT' }));
    }
    // Queued faster than one worker matches them: the queue's workers take several at once,
    // each counting the same three searches.
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => createOrder(ctx.app, forwarder, toTashkent)),
    );
    await expect
      .poll(
        async () =>
          (
            await ctx.database.executeSql(
              `select count(*)::int as done, max(retry_count) as retried from pgboss.job
               where name = 'order-published' and state = 'completed'
                 and data->>'orderId' = any($1::text[])`,
              [burst.map((order) => order.id)],
            )
          ).rows,
        { timeout: 30_000 },
      )
      // None retried: the transactions matching at once never deadlocked on the searches.
      .toEqual([{ done: 6, retried: 0 }]);
    for (const [index, owner] of owners.entries()) {
      const [listed] = (await call(owner, 'GET', '/saved-searches')).json<SavedSearchList>().items;
      expect(listed).toMatchObject({ id: searches[index]?.id, unseenCount: 6 });
      expect(await matchesOf(searches[index]!.id)).toHaveLength(6);
      expect(await outboxMailTo(ctx.app, owner.user.email)).toHaveLength(6);
    }
  });
});
