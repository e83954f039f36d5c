import {
  addCalendarDays,
  platformToday,
  type OrderDetail,
  type SuggestedCarrier,
} from '@freight/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, orders, truckOffers, users } from '../../db/schema.js';
import type { TestCompany } from '../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  carrierWithTruck,
  postTruckOffer,
  truckOfferForm,
  type CarrierWithTruck,
} from '../../../test/exchange-factory.js';
import {
  createOrder,
  orderWithSelectedCarrier,
  respond,
  routePoint,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { forceTripStatus } from '../../../test/trip-state-factory.js';

describe(`an order's suggested carriers and invitations (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount & { company: TestCompany };
  let order: OrderDetail;
  /** A free tent truck in Almaty. */
  let withTruck: CarrierWithTruck;
  /** Two completed orders of the lane KZ-75 → KZ-71 this year, for another forwarder. */
  let laneRunner: CarrierWithTruck;
  /** One completed order for this forwarder, on another lane. */
  let pastPartner: CarrierWithTruck;
  /** Under review, with a matching truck. */
  let unvetted: SignedInAccount & { company: TestCompany };
  /** A matching truck, but it already responded. */
  let responder: CarrierWithTruck;
  const today = platformToday();

  const call = (method: 'GET' | 'POST', url: string, account: SignedInAccount, payload?: object) =>
    ctx.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

  const loadForm = {
    route: [routePoint('LOADING', 'Алматы'), routePoint('UNLOADING', 'Астана')],
    plannedLoadingDate: addCalendarDays(today, 3),
    plannedUnloadingDate: addCalendarDays(today, 5),
  };

  async function completedOrder(
    owner: SignedInAccount,
    carrier: CarrierWithTruck,
    cities: [string, string],
  ) {
    const done = await orderWithSelectedCarrier(
      ctx.app,
      owner,
      { account: carrier.account, driver: carrier.driver, vehicle: carrier.vehicle },
      { route: [routePoint('LOADING', cities[0]), routePoint('UNLOADING', cities[1])] },
    );
    await forceTripStatus(ctx.app, done.id, 'COMPLETED', carrier.account.user.id);
    return done;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const otherForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const carrier = async () =>
      carrierWithTruck(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    [withTruck, laneRunner, pastPartner, responder] = await Promise.all([
      carrier(),
      carrier(),
      carrier(),
      carrier(),
    ]);
    await newCompanyStaff(ctx.app, withTruck.account.company!);
    unvetted = await newCompanyOwner(ctx.app, 'CARRIER', { status: 'PENDING_REVIEW' });

    await completedOrder(otherForwarder, laneRunner, ['Алматы', 'Астана']);
    await completedOrder(otherForwarder, laneRunner, ['Алматы', 'Астана']);
    // Kaskelen lies in the Almaty region (KZ-19), not in the city of Almaty (KZ-75): another lane.
    await completedOrder(otherForwarder, laneRunner, ['Каскелен', 'Астана']);
    await completedOrder(forwarder, pastPartner, ['Астана', 'Алматы']);

    order = await createOrder(ctx.app, forwarder, loadForm);
    await postTruckOffer(ctx.app, withTruck.account, truckOfferForm(withTruck.vehicle.id));
    await postTruckOffer(ctx.app, responder.account, truckOfferForm(responder.vehicle.id));
    await respond(ctx.app, responder, order.id);
    const [unvettedTruck] = await Promise.all([
      carrierWithTruck(ctx.app, unvetted).then((fleet) => fleet.vehicle),
    ]);
    await ctx.database.db.insert(truckOffers).values({
      companyId: unvetted.company.id,
      vehicleId: unvettedTruck.id,
      place: 'KZ-75:ALMATY',
      region: 'KZ-75',
      availableFrom: today,
      availableTo: addCalendarDays(today, 7),
      bodyType: 'TENT',
      capacityTons: 20,
      capacityM3: 82,
      createdBy: unvetted.user.id,
    });
  });
  afterAll(() => ctx.close());

  async function suggestions(account: SignedInAccount = forwarder): Promise<SuggestedCarrier[]> {
    const response = await call('GET', `/api/orders/${order.id}/suggested-carriers`, account);
    expect(response.statusCode).toBe(200);
    return response.json().items;
  }

  it('ranks the carrier with a matching truck first, each with its reasons', async () => {
    const items = await suggestions();
    const byId = new Map(items.map((item) => [item.company.id, item]));
    expect(items[0]?.company.id).toBe(withTruck.companyId);
    expect(byId.get(withTruck.companyId)).toMatchObject({
      truckOffer: { place: 'KZ-75:ALMATY', bodyType: 'TENT' },
      laneOrders: 0,
      invited: false,
    });
    expect(byId.get(laneRunner.companyId)).toMatchObject({
      truckOffer: null,
      laneOrders: 2,
      ordersWithForwarder: 0,
    });
    expect(byId.get(laneRunner.companyId)?.medianResponseMinutes).toEqual(expect.any(Number));
    expect(byId.get(pastPartner.companyId)).toMatchObject({
      laneOrders: 0,
      ordersWithForwarder: 1,
    });
    expect(byId.get(pastPartner.companyId)?.trustScore).toEqual(expect.any(Number));
    const scores = items.map((item) => item.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('leaves out carriers not approved and those already responding', async () => {
    const ids = (await suggestions()).map((item) => item.company.id);
    expect(ids).not.toContain(unvetted.company.id);
    expect(ids).not.toContain(responder.companyId);
  });

  it("answers the owner's employees, 404 to another forwarder and 403 to a carrier", async () => {
    const employee = await newCompanyStaff(ctx.app, forwarder.company);
    expect((await suggestions(employee)).length).toBeGreaterThan(0);
    const stranger = await newCompanyOwner(ctx.app, 'FORWARDER');
    const url = `/api/orders/${order.id}/suggested-carriers`;
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
    expect((await call('GET', url, withTruck.account)).statusCode).toBe(403);
    const invited = await call('POST', `/api/orders/${order.id}/invitations`, stranger, {
      carrierCompanyId: withTruck.companyId,
    });
    expect(invited.statusCode).toBe(404);
  });

  it('refuses a draft: carriers are found only for a published order', async () => {
    const draft = await createOrder(ctx.app, forwarder, { ...loadForm, saveMode: 'DRAFT' });
    const response = await call('GET', `/api/orders/${draft.id}/suggested-carriers`, forwarder);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_NOT_OPEN_FOR_CARRIERS');
  });

  it('invites once: the carrier side hears of it once, the order is marked on its board', async () => {
    const invite = () =>
      call('POST', `/api/orders/${order.id}/invitations`, forwarder, {
        carrierCompanyId: withTruck.companyId,
      });
    const first = await invite();
    expect(first.statusCode).toBe(201);
    const again = await invite();
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);

    const carrierUsers = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, withTruck.companyId));
    expect(carrierUsers).toHaveLength(2);
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'ORDER_INVITATION'),
          inArray(
            notifications.userId,
            carrierUsers.map((user) => user.id),
          ),
        ),
      );
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      link: `/view-request/${order.id}`,
      params: { orderNumber: order.number, route: 'Алматы → Астана' },
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, first.json().id));
    expect(audit.map((row) => row.action)).toEqual(['order.carrier_invited']);

    const suggested = (await suggestions()).find((item) => item.company.id === withTruck.companyId);
    expect(suggested?.invited).toBe(true);

    const board = await call('GET', '/api/orders?status=PUBLISHED&invited=true', withTruck.account);
    expect(board.json().items.map((item: { id: string }) => item.id)).toEqual([order.id]);
    expect(board.json().items[0].invited).toBe(true);
    const otherBoard = await call('GET', '/api/orders?status=PUBLISHED', laneRunner.account);
    const seen = otherBoard.json().items.find((item: { id: string }) => item.id === order.id);
    expect(seen.invited).toBe(false);
    const none = await call('GET', '/api/orders?status=PUBLISHED&invited=true', laneRunner.account);
    expect(none.json().items).toEqual([]);
  });

  it('refuses to invite a carrier not approved, one responding, or a forwarder', async () => {
    for (const carrierCompanyId of [
      unvetted.company.id,
      responder.companyId,
      forwarder.company.id,
    ]) {
      const response = await call('POST', `/api/orders/${order.id}/invitations`, forwarder, {
        carrierCompanyId,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('CARRIER_NOT_ELIGIBLE');
    }
  });

  it('notes when an order got its first response and when its carrier was selected', async () => {
    const [row] = await ctx.database.db
      .select({ first: orders.firstResponseAt, selected: orders.carrierSelectedAt })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.first).toBeInstanceOf(Date);
    expect(row?.selected).toBeNull();
    const selected = await orderWithSelectedCarrier(ctx.app, forwarder, laneRunner);
    const [chosen] = await ctx.database.db
      .select({ first: orders.firstResponseAt, selected: orders.carrierSelectedAt })
      .from(orders)
      .where(eq(orders.id, selected.id));
    expect(chosen?.selected).toBeInstanceOf(Date);
    expect(chosen!.selected!.getTime()).toBeGreaterThanOrEqual(chosen!.first!.getTime());
  });
});
