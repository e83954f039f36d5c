import {
  NotificationType,
  Role,
  type OrderDetail,
  type OrderPage,
  type OrderResponseView,
  type ResponseOptions,
} from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  createOrder,
  insertDriver,
  insertVehicle,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`responses to orders (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: CarrierWithFleet;
  let otherCarrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employee = await newCompanyStaff(ctx.app, forwarder.company!);
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    logistician = {
      ...carrier,
      account: await newCompanyStaff(ctx.app, carrier.account.company!),
    };
    otherCarrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const request = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers: account.headers, payload });

  const responsePayload = (
    from: CarrierWithFleet,
    changes: Partial<Record<'driverId' | 'vehicleId' | 'currency', string>> & {
      price?: number;
    } = {},
  ) => ({
    driverId: from.driver.id,
    vehicleId: from.vehicle.id,
    price: 400_000,
    currency: 'KZT',
    comment: 'Готовы загрузиться завтра',
    ...changes,
  });

  it("offers the caller's eligible drivers and vehicles in service, nobody else's", async () => {
    const order = await createOrder(ctx.app, forwarder);
    const companyId = carrier.account.company!.id;
    await insertDriver(ctx.app, companyId, { blacklisted: true, lastName: 'Чёрный' });
    await insertDriver(ctx.app, companyId, { status: 'PENDING_APPROVAL', lastName: 'Новый' });
    await insertDriver(ctx.app, companyId, { retiredAt: new Date(), lastName: 'Бывший' });
    await insertVehicle(ctx.app, companyId, { retiredAt: new Date() });
    const response = await request(
      'GET',
      `/orders/${order.id}/response-options`,
      logistician.account,
    );
    expect(response.statusCode).toBe(200);
    const options = response.json<ResponseOptions>();
    expect(options.drivers.map((driver) => driver.id)).toEqual([carrier.driver.id]);
    expect(options.drivers[0]).toMatchObject({
      name: 'Сейткалиев Ерлан Болатович',
      iin: carrier.driver.iin,
    });
    expect(options.vehicles.map((vehicle) => vehicle.id)).toEqual([carrier.vehicle.id]);
    const forbidden = await request('GET', `/orders/${order.id}/response-options`, forwarder);
    expect(forbidden.statusCode).toBe(403);
  });

  it('records a response and tells the owner side who responded', async () => {
    const order = await createOrder(ctx.app, employee);
    const response = await request(
      'POST',
      `/orders/${order.id}/responses`,
      carrier.account,
      responsePayload(carrier),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<OrderResponseView>();
    expect(created).toMatchObject({
      orderId: order.id,
      status: 'ACTIVE',
      price: 400_000,
      currency: 'KZT',
      version: 1,
      carrier: { id: carrier.account.company!.id, name: carrier.account.company!.name },
      driver: { id: carrier.driver.id, status: 'APPROVED', blacklisted: false },
      vehicle: {
        id: carrier.vehicle.id,
        plateNumber: carrier.vehicle.plateNumber,
        manufactureYear: 2019,
      },
      createdBy: { id: carrier.account.user.id },
    });
    for (const recipient of [forwarder, employee]) {
      const notices = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, recipient.user.id));
      expect(notices).toContainEqual(
        expect.objectContaining({
          type: NotificationType.ORDER_RESPONSE_RECEIVED,
          params: { orderNumber: order.number, companyName: carrier.account.company!.name },
          link: `/view-request/${order.id}`,
        }),
      );
    }
    const detail = await request('GET', `/orders/${order.id}`, logistician.account);
    expect(detail.json<OrderDetail>().myResponse).toMatchObject({
      id: created.id,
      status: 'ACTIVE',
    });
  });

  it('keeps one active response per company (RESPONSE_ALREADY_EXISTS)', async () => {
    const order = await createOrder(ctx.app, forwarder);
    await respond(ctx.app, carrier, order.id);
    const second = await request(
      'POST',
      `/orders/${order.id}/responses`,
      logistician.account,
      responsePayload(logistician, { price: 390_000 }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('RESPONSE_ALREADY_EXISTS');
  });

  it('keeps one active response per company when two of its people respond at once', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const results = await Promise.all([
      request('POST', `/orders/${order.id}/responses`, carrier.account, responsePayload(carrier)),
      request(
        'POST',
        `/orders/${order.id}/responses`,
        logistician.account,
        responsePayload(logistician),
      ),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a blacklisted driver (DRIVER_NOT_ELIGIBLE)', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const blacklisted = await insertDriver(ctx.app, carrier.account.company!.id, {
      blacklisted: true,
    });
    const response = await request(
      'POST',
      `/orders/${order.id}/responses`,
      carrier.account,
      responsePayload(carrier, { driverId: blacklisted.id }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DRIVER_NOT_ELIGIBLE');
  });

  it('refuses a driver not yet approved, a retired one and one of another carrier', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const companyId = carrier.account.company!.id;
    const pending = await insertDriver(ctx.app, companyId, { status: 'PENDING_APPROVAL' });
    const retired = await insertDriver(ctx.app, companyId, { retiredAt: new Date() });
    for (const driverId of [pending.id, retired.id, otherCarrier.driver.id]) {
      const response = await request(
        'POST',
        `/orders/${order.id}/responses`,
        carrier.account,
        responsePayload(carrier, { driverId }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('DRIVER_NOT_ELIGIBLE');
    }
  });

  it("refuses another carrier's vehicle (VEHICLE_NOT_ELIGIBLE)", async () => {
    const order = await createOrder(ctx.app, forwarder);
    const response = await request(
      'POST',
      `/orders/${order.id}/responses`,
      carrier.account,
      responsePayload(carrier, { vehicleId: otherCarrier.vehicle.id }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VEHICLE_NOT_ELIGIBLE');
  });

  it('requires a driver, a vehicle, a price and a currency', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const response = await request('POST', `/orders/${order.id}/responses`, carrier.account, {
      comment: 'без данных',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      driverId: 'validation.required',
      vehicleId: 'validation.required',
      price: 'validation.required',
      currency: 'validation.required',
    });
  });

  it('hides a draft from carriers and refuses responses from the forwarder side and staff', async () => {
    const draft = await createOrder(ctx.app, forwarder, { saveMode: 'DRAFT' });
    const hidden = await request(
      'POST',
      `/orders/${draft.id}/responses`,
      carrier.account,
      responsePayload(carrier),
    );
    expect(hidden.statusCode).toBe(404);
    const order = await createOrder(ctx.app, forwarder);
    expect(
      (await request('POST', `/orders/${order.id}/responses`, forwarder, responsePayload(carrier)))
        .statusCode,
    ).toBe(403);
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    expect(
      (await request('POST', `/orders/${order.id}/responses`, cb, responsePayload(carrier)))
        .statusCode,
    ).toBe(403);
  });

  it('lets the company edit its active response at the version read, then withdraw it and respond anew', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const created = await respond(ctx.app, carrier, order.id);
    const url = `/orders/${order.id}/responses/${created.id}`;
    const edited = await request('PUT', url, logistician.account, {
      ...responsePayload(carrier, { price: 380_000, currency: 'USD' }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<OrderResponseView>()).toMatchObject({
      price: 380_000,
      currency: 'USD',
      version: 2,
    });
    const stale = await request('PUT', url, carrier.account, {
      ...responsePayload(carrier),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');

    const withdrawn = await request('POST', `${url}/withdraw`, carrier.account, { version: 2 });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<OrderResponseView>().status).toBe('WITHDRAWN');
    const again = await request('POST', `${url}/withdraw`, carrier.account, { version: 3 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RESPONSE_NOT_ACTIVE');
    expect(await listRow(order.id, carrier.account)).toMatchObject({
      responseCount: 0,
      myResponseStatus: 'WITHDRAWN',
    });
    await respond(ctx.app, carrier, order.id, { price: 370_000 });
    expect(await listRow(order.id, carrier.account)).toMatchObject({
      responseCount: 1,
      myResponseStatus: 'ACTIVE',
    });
  });

  /** The order's row on the caller's list (the count of responses, the caller's own status). */
  async function listRow(orderId: string, account: SignedInAccount) {
    const page = await request('GET', '/orders?pageSize=100', account);
    expect(page.statusCode).toBe(200);
    return page.json<OrderPage>().items.find((item) => item.id === orderId);
  }

  it('counts the responses not withdrawn on the lists, also when carriers respond at once', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const carriers = [
      carrier,
      otherCarrier,
      ...(await Promise.all(
        [1, 2, 3].map(async () => withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'))),
      )),
    ];
    await Promise.all(carriers.map((each) => respond(ctx.app, each, order.id)));
    expect(await listRow(order.id, forwarder)).toMatchObject({
      responseCount: 5,
      myResponseStatus: null,
    });
    expect((await listRow(order.id, otherCarrier.account))?.myResponseStatus).toBe('ACTIVE');
  });

  it("answers 404 when a carrier names another carrier's response", async () => {
    const order = await createOrder(ctx.app, forwarder);
    const theirs = await respond(ctx.app, otherCarrier, order.id);
    const response = await request(
      'PUT',
      `/orders/${order.id}/responses/${theirs.id}`,
      carrier.account,
      { ...responsePayload(carrier), version: 1 },
    );
    expect(response.statusCode).toBe(404);
    const withdraw = await request(
      'POST',
      `/orders/${order.id}/responses/${theirs.id}/withdraw`,
      carrier.account,
      { version: 1 },
    );
    expect(withdraw.statusCode).toBe(404);
  });

  it('shows all responses to the owner side and staff, only its own to a carrier, none to another forwarder', async () => {
    const order = await createOrder(ctx.app, forwarder);
    const mine = await respond(ctx.app, carrier, order.id);
    const theirs = await respond(ctx.app, otherCarrier, order.id);
    const list = async (account: SignedInAccount) => {
      const response = await request('GET', `/orders/${order.id}/responses`, account);
      return {
        status: response.statusCode,
        ids:
          response.statusCode === 200
            ? response.json<OrderResponseView[]>().map((item) => item.id)
            : [],
      };
    };
    expect(await list(employee)).toEqual({ status: 200, ids: [mine.id, theirs.id] });
    expect(await list(await newPlatformAccount(ctx.app, Role.MODERATOR))).toEqual({
      status: 200,
      ids: [mine.id, theirs.id],
    });
    expect(await list(logistician.account)).toEqual({ status: 200, ids: [mine.id] });
    expect(await list(await newCompanyOwner(ctx.app, 'FORWARDER'))).toEqual({
      status: 404,
      ids: [],
    });
  });
});
