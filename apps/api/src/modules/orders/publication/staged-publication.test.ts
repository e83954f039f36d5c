import {
  NotificationType,
  PublicationStage,
  Role,
  type Notification,
  type OrderDetail,
  type OrderPage,
  type SavedSearch,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, savedSearchMatches } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  createOrder,
  orderForm,
  routePoint,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../../test/test-app.js';
import { openDuePooledOrder } from './open-to-board.js';

type Who =
  | 'owner forwarder'
  | 'owner employee'
  | 'other forwarder'
  | 'pooled carrier'
  | 'pooled logistician'
  | 'invited carrier'
  | 'outside carrier'
  | 'CB'
  | 'moderator'
  | 'admin';

const EVERYONE: Who[] = [
  'owner forwarder',
  'owner employee',
  'other forwarder',
  'pooled carrier',
  'pooled logistician',
  'invited carrier',
  'outside carrier',
  'CB',
  'moderator',
  'admin',
];

/** GET /orders/:id per caller, for an order on each stage: 404 is "you may not see it". */
const ON_THE_BOARD: Record<Who, number> = {
  'owner forwarder': 200,
  'owner employee': 200,
  'other forwarder': 404,
  'pooled carrier': 200,
  'pooled logistician': 200,
  'invited carrier': 200,
  'outside carrier': 200,
  CB: 200,
  moderator: 200,
  admin: 200,
};
const WITH_THE_POOL: Record<Who, number> = { ...ON_THE_BOARD, 'outside carrier': 404 };
const VIEW_BY_STAGE: Record<PublicationStage, Record<Who, number>> = {
  PUBLIC: ON_THE_BOARD,
  POOL: WITH_THE_POOL,
  POOL_ONLY: WITH_THE_POOL,
};

const CARRIERS: Who[] = [
  'pooled carrier',
  'pooled logistician',
  'invited carrier',
  'outside carrier',
];

/** Almaty region to Uzbekistan, tents: the saved searches below are made to meet the orders. */
const toTashkent = [routePoint('LOADING', 'Алматы'), routePoint('UNLOADING', 'Ташкент')];

describe(`publication in stages (${testDriver})`, () => {
  let ctx: TestApp;
  let accounts: Record<Who, SignedInAccount>;
  let outsideFleet: CarrierWithFleet;
  let pooledFleet: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    const pooled = await newCompanyOwner(ctx.app, 'CARRIER');
    const outside = await newCompanyOwner(ctx.app, 'CARRIER');
    outsideFleet = await withFleet(ctx.app, outside);
    pooledFleet = await withFleet(ctx.app, pooled);
    accounts = {
      'owner forwarder': owner,
      'owner employee': await newCompanyStaff(ctx.app, owner.company),
      'other forwarder': await newCompanyOwner(ctx.app, 'FORWARDER'),
      'pooled carrier': pooled,
      'pooled logistician': await newCompanyStaff(ctx.app, pooled.company),
      'invited carrier': await newCompanyOwner(ctx.app, 'CARRIER'),
      'outside carrier': outside,
      CB: await newPlatformAccount(ctx.app, Role.CB),
      moderator: await newPlatformAccount(ctx.app, Role.MODERATOR),
      admin: await newPlatformAccount(ctx.app, Role.ADMIN),
    };
    const added = await call('owner forwarder', 'POST', '/carrier-pool', {
      source: 'BIN',
      bin: pooled.company.bin,
    });
    expect(added.statusCode, added.body).toBe(201);
  });
  afterAll(() => ctx.close());

  function call(who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    return ctx.app.inject({ method, url: `/api${url}`, headers: accounts[who].headers, payload });
  }

  async function publish(publicationStage: PublicationStage, more: object = {}) {
    const poolHours = publicationStage === PublicationStage.POOL ? 1 : null;
    return createOrder(ctx.app, accounts['owner forwarder'], {
      publicationStage,
      poolHours,
      ...more,
    });
  }

  async function invite(order: OrderDetail) {
    const carrierCompanyId = accounts['invited carrier'].company!.id;
    const response = await call('owner forwarder', 'POST', `/orders/${order.id}/invitations`, {
      carrierCompanyId,
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  const boardIds = async (who: Who) => {
    const response = await call(who, 'GET', '/orders?status=PUBLISHED&pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderPage>().items.map((item) => item.id);
  };

  const notificationsOf = async (who: Who) =>
    (await call(who, 'GET', '/notifications?pageSize=100')).json<{ items: Notification[] }>().items;

  /** Waits until every job queued for the order (its matching, each time) has run. */
  async function matchingDone(orderId: string, jobs: number) {
    await expect
      .poll(
        async () => {
          const { rows } = await ctx.database.executeSql(
            `select state from pgboss.job where name = 'order-published' and data->>'orderId' = $1`,
            [orderId],
          );
          const states = (rows as { state: string }[]).map((row) => row.state);
          return states.length === jobs && states.every((state) => state === 'completed');
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  for (const stage of Object.values(PublicationStage)) {
    it(`shows an order published to ${stage} to exactly the callers of its stage`, async () => {
      const order = await publish(stage);
      await invite(order);
      const answers: Record<string, number> = {};
      for (const who of EVERYONE) {
        answers[who] = (await call(who, 'GET', `/orders/${order.id}`)).statusCode;
      }
      expect(answers).toEqual(VIEW_BY_STAGE[stage]);
      // The load board of each carrier holds what its order view shows, and no more.
      for (const who of CARRIERS) {
        expect((await boardIds(who)).includes(order.id), who).toBe(
          VIEW_BY_STAGE[stage][who] === 200,
        );
      }
      expect(await boardIds('CB')).toContain(order.id);
    });
  }

  it('refuses an outside carrier’s response to an order it cannot see', async () => {
    const order = await publish(PublicationStage.POOL_ONLY);
    const response = await call('outside carrier', 'POST', `/orders/${order.id}/responses`, {
      driverId: outsideFleet.driver.id,
      vehicleId: outsideFleet.vehicle.id,
      price: 400_000,
      currency: 'KZT',
    });
    expect(response.statusCode).toBe(404);
  });

  it('lets a pooled carrier book; an outside one hears 404 before the booking and after', async () => {
    const order = await publish(PublicationStage.POOL_ONLY, { instantBooking: true });
    const book = (who: Who, fleet: CarrierWithFleet) =>
      call(who, 'POST', `/orders/${order.id}/book`, {
        driverId: fleet.driver.id,
        vehicleId: fleet.vehicle.id,
        version: order.version,
      });
    expect((await book('outside carrier', outsideFleet)).statusCode).toBe(404);
    const booked = await book('pooled carrier', pooledFleet);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json<OrderDetail>().status).toBe('CARRIER_SELECTED');
    // The race's "already booked" is for those the order was offered to; to others it stays hidden.
    expect((await book('outside carrier', outsideFleet)).statusCode).toBe(404);
  });

  it('refuses a pool stage when the company has no carriers of its own, writing nothing', async () => {
    const lonely = accounts['other forwarder'];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: lonely.headers,
      payload: orderForm({ publicationStage: 'POOL_ONLY', cargoName: 'Никому не видно' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CARRIER_POOL_EMPTY' });
    const written = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.ownerCompanyId, lonely.company!.id));
    expect(written).toEqual([]);
  });

  it('asks for the hours of a POOL window, from 1 to 48', async () => {
    for (const poolHours of [undefined, 0, 49, 1.5]) {
      const response = await call(
        'owner forwarder',
        'POST',
        '/orders',
        orderForm({ publicationStage: 'POOL', poolHours }),
      );
      expect(response.statusCode, `${poolHours}`).toBe(400);
    }
  });

  it('sets the window from the publication and keeps a draft’s choice until then', async () => {
    const draft = await publish(PublicationStage.POOL, { saveMode: 'DRAFT', poolHours: 5 });
    expect(draft).toMatchObject({ publicationStage: 'POOL', poolHours: 5, poolUntil: null });
    const published = await call('owner forwarder', 'POST', `/orders/${draft.id}/publish`, {
      version: draft.version,
    });
    expect(published.statusCode, published.body).toBe(200);
    const order = published.json<OrderDetail>();
    const window = Date.parse(order.poolUntil!) - Date.parse(order.publishedAt!);
    expect(window).toBe(5 * 60 * 60 * 1000);
    // The job that opens it is queued for the window's end.
    const { rows } = await ctx.database.executeSql(
      `select start_after from pgboss.job where name = 'open-pooled-order' and data->>'orderId' = $1`,
      [order.id],
    );
    const jobs = rows as { start_after: Date | string }[];
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0]!.start_after).getTime()).toBe(Date.parse(order.poolUntil!));
  });

  it('keeps a published order’s stage when it is edited', async () => {
    const order = await publish(PublicationStage.POOL_ONLY);
    const response = await call('owner forwarder', 'PUT', `/orders/${order.id}`, {
      ...orderForm({ price: 470_000, publicationStage: 'PUBLIC' }),
      version: order.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrderDetail>()).toMatchObject({
      price: 470_000,
      publicationStage: 'POOL_ONLY',
    });
    expect((await call('outside carrier', 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
  });

  it('tells the pool’s people who may respond, and no one else', async () => {
    const order = await publish(PublicationStage.POOL);
    const offeredTo = async (who: Who) =>
      (await notificationsOf(who)).filter(
        (notice) =>
          notice.type === NotificationType.ORDER_OFFERED_TO_POOL &&
          notice.params.orderNumber === order.number,
      );
    expect(await offeredTo('pooled carrier')).toHaveLength(1);
    expect(await offeredTo('pooled logistician')).toHaveLength(1);
    expect(await offeredTo('outside carrier')).toEqual([]);
    expect(await offeredTo('invited carrier')).toEqual([]);
  });

  it('matches the pool’s saved searches first and the board’s once it opens', async () => {
    const search = async (who: Who) => {
      const response = await call(who, 'POST', '/saved-searches', {
        name: `${who}: Алматы → Узбекистан`,
        origins: ['KZ-75'],
        destinations: ['UZ'],
        bodyTypes: ['TENT'],
        emailFrequency: 'OFF',
        pushEnabled: false,
        language: 'ru',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<SavedSearch>();
    };
    const pooledSearch = await search('pooled carrier');
    const outsideSearch = await search('outside carrier');
    const order = await publish(PublicationStage.POOL, { route: toTashkent });
    await matchingDone(order.id, 1);
    const matched = async (searchId: string) =>
      ctx.database.db
        .select()
        .from(savedSearchMatches)
        .where(
          and(eq(savedSearchMatches.searchId, searchId), eq(savedSearchMatches.orderId, order.id)),
        );
    expect(await matched(pooledSearch.id)).toHaveLength(1);
    expect(await matched(outsideSearch.id)).toEqual([]);

    const opened = await call('owner forwarder', 'POST', `/orders/${order.id}/open-to-board`, {
      version: order.version,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<OrderDetail>()).toMatchObject({
      publicationStage: 'PUBLIC',
      poolUntil: null,
    });
    await matchingDone(order.id, 2);
    expect(await matched(outsideSearch.id)).toHaveLength(1);
    expect(await matched(pooledSearch.id)).toHaveLength(1);
  });

  it('lets only the owner side open an order to the board, once', async () => {
    const order = await publish(PublicationStage.POOL_ONLY);
    const open = (who: Who, version = order.version) =>
      call(who, 'POST', `/orders/${order.id}/open-to-board`, { version });
    expect((await open('pooled carrier')).statusCode).toBe(403);
    expect((await open('CB')).statusCode).toBe(403);
    expect((await open('other forwarder')).statusCode).toBe(404);
    const opened = await open('owner employee');
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await call('outside carrier', 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
    const again = await open('owner forwarder', opened.json<OrderDetail>().version);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ALREADY_PUBLIC' });
  });

  it('opens a POOL order when its window ends, exactly once across two instances', async () => {
    const order = await publish(PublicationStage.POOL);
    const opener = { db: ctx.database.db, jobs: ctx.app.jobs };
    // Before the window ends, the job finds nothing to do.
    expect(await openDuePooledOrder(opener, order.id)).toBe(false);
    // The clock moves past the window's end.
    await ctx.database.db
      .update(orders)
      .set({ poolUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const second = await createSecondInstance(ctx);
    try {
      const runs = await Promise.all([
        openDuePooledOrder(opener, order.id),
        openDuePooledOrder({ db: second.database.db, jobs: second.app.jobs }, order.id),
      ]);
      expect(runs.filter(Boolean)).toHaveLength(1);
    } finally {
      await second.close();
    }
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ publicationStage: 'PUBLIC', poolUntil: null });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.opened_to_board')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: null });
    expect((await call('outside carrier', 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
  });

  it('runs the queued job at the window’s end and opens the order', async () => {
    const order = await publish(PublicationStage.POOL);
    // The clock moves past the window's end, for the order and for its queued job alike.
    await ctx.database.db
      .update(orders)
      .set({ poolUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    await ctx.database.executeSql(
      `update pgboss.job set start_after = now() - interval '1 second'
        where name = 'open-pooled-order' and data->>'orderId' = $1`,
      [order.id],
    );
    ctx.app.jobs.wake('open-pooled-order');
    await expect
      .poll(async () => (await call('outside carrier', 'GET', `/orders/${order.id}`)).statusCode, {
        timeout: 15_000,
      })
      .toBe(200);
  });
});
