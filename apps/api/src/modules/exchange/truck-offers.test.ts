import { addCalendarDays, platformToday, type TruckOffer } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, truckOffers } from '../../db/schema.js';
import type { TestCompany } from '../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  carrierWithTruck,
  insertTruck,
  postTruckOffer,
  truckOfferForm,
  type CarrierWithTruck,
} from '../../../test/exchange-factory.js';
import { insertDriver, orderWithSelectedCarrier } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { expireTruckOffers } from './expire-truck-offers.js';

describe(`truck offers on the capacity board (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: CarrierWithTruck;
  let forwarder: SignedInAccount & { company: TestCompany };
  const today = platformToday();

  beforeAll(async () => {
    ctx = await createTestApp();
    carrier = await carrierWithTruck(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
  });
  afterAll(() => ctx.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    account: SignedInAccount,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: account.headers, ...(payload ? { payload } : {}) });

  async function offerCount(): Promise<number> {
    return (await ctx.database.db.select({ id: truckOffers.id }).from(truckOffers)).length;
  }

  it('posts a free truck with the body and capacity of its vehicle and an audit row', async () => {
    const logistician = await newCompanyStaff(ctx.app, carrier.account.company!);
    const offer = await postTruckOffer(
      ctx.app,
      logistician,
      truckOfferForm(carrier.vehicle.id, {
        driverId: carrier.driver.id,
        destinations: ['KZ-71', 'KZ-71'],
      }),
    );
    expect(offer).toMatchObject({
      status: 'ACTIVE',
      busy: false,
      place: 'KZ-75:ALMATY',
      region: 'KZ-75',
      destinations: ['KZ-71'],
      bodyType: 'TENT',
      capacityTons: 20,
      capacityM3: 82,
      vehicle: { id: carrier.vehicle.id, plateNumber: carrier.vehicle.plateNumber },
      driver: { id: carrier.driver.id },
      company: { id: carrier.companyId },
    });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, offer.id));
    expect(audit.map((row) => row.action)).toEqual(['truck_offer.posted']);
  });

  it.each([
    [
      'a vehicle without body type and capacity',
      async () => ({
        vehicleId: (await insertTruck(ctx.app, carrier.companyId, { bodyType: null })).id,
      }),
      409,
      'VEHICLE_PROFILE_INCOMPLETE',
    ],
    [
      'a retired vehicle',
      async () => ({
        vehicleId: (await insertTruck(ctx.app, carrier.companyId, { retiredAt: new Date() })).id,
      }),
      409,
      'VEHICLE_RETIRED',
    ],
    [
      "another carrier's vehicle",
      async () => {
        const other = await newCompanyOwner(ctx.app, 'CARRIER');
        return { vehicleId: (await insertTruck(ctx.app, other.company.id)).id };
      },
      409,
      'VEHICLE_NOT_ELIGIBLE',
    ],
    [
      'a blacklisted driver',
      async () => ({
        driverId: (await insertDriver(ctx.app, carrier.companyId, { blacklisted: true })).id,
      }),
      409,
      'DRIVER_BLACKLISTED',
    ],
    [
      'a driver not yet approved',
      async () => ({
        driverId: (await insertDriver(ctx.app, carrier.companyId, { status: 'PENDING_APPROVAL' }))
          .id,
      }),
      409,
      'DRIVER_NOT_ELIGIBLE',
    ],
    [
      'a first day in the past',
      () => ({ availableFrom: addCalendarDays(today, -1) }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a last day beyond 60 days',
      () => ({ availableTo: addCalendarDays(today, 61) }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a last day before the first',
      () => ({ availableTo: today, availableFrom: addCalendarDays(today, 2) }),
      400,
      'VALIDATION_FAILED',
    ],
    ['an unknown place', () => ({ place: 'KZ-99:NOWHERE' }), 400, 'VALIDATION_FAILED'],
    ['a price without currency', () => ({ currency: null }), 400, 'VALIDATION_FAILED'],
  ])('refuses %s with a clear code and stores nothing', async (_case, overrides, status, code) => {
    const before = await offerCount();
    const response = await call(
      'POST',
      '/api/truck-offers',
      carrier.account,
      truckOfferForm(carrier.vehicle.id, await overrides()),
    );
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await offerCount()).toBe(before);
  });

  it('names the field of a date refused against today', async () => {
    const response = await call(
      'POST',
      '/api/truck-offers',
      carrier.account,
      truckOfferForm(carrier.vehicle.id, { availableTo: addCalendarDays(today, 61) }),
    );
    expect(response.json().fields).toEqual({ availableTo: 'validation.tooFarAhead' });
  });

  it('lets no forwarder post and no carrier browse the board; the CB browses it', async () => {
    const posted = await call(
      'POST',
      '/api/truck-offers',
      forwarder,
      truckOfferForm(carrier.vehicle.id),
    );
    expect(posted.statusCode).toBe(403);
    expect((await call('GET', '/api/truck-offers', carrier.account)).statusCode).toBe(403);
    const cb = await newPlatformAccount(ctx.app, 'ROLE_CB');
    const board = await call('GET', '/api/truck-offers', cb);
    expect(board.statusCode).toBe(200);
    expect(board.json().total).toBeGreaterThan(0);
  });

  it("edits at the version read, refuses a stale one, and keeps others' offers out of reach", async () => {
    const offer = await postTruckOffer(
      ctx.app,
      carrier.account,
      truckOfferForm(carrier.vehicle.id),
    );
    const edit = (account: SignedInAccount, version: number) =>
      call('PUT', `/api/truck-offers/${offer.id}`, account, {
        ...truckOfferForm(carrier.vehicle.id, {
          place: 'KZ-71:ASTANA',
          price: null,
          currency: null,
        }),
        version,
      });
    const edited = await edit(carrier.account, offer.version);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ place: 'KZ-71:ASTANA', region: 'KZ-71', price: null });
    expect((await edit(carrier.account, offer.version)).json().code).toBe('VERSION_CONFLICT');

    const other = await carrierWithTruck(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    expect((await edit(other.account, offer.version + 1)).statusCode).toBe(404);
    const withdrawn = await call('POST', `/api/truck-offers/${offer.id}/withdraw`, other.account, {
      version: offer.version + 1,
    });
    expect(withdrawn.statusCode).toBe(404);
    expect(
      (await call('GET', `/api/truck-offers/${offer.id}/matching-orders`, other.account))
        .statusCode,
    ).toBe(404);
  });

  it('withdraws an offer: off the board, in the closed list, and no longer editable', async () => {
    const offer = await postTruckOffer(
      ctx.app,
      carrier.account,
      truckOfferForm(carrier.vehicle.id),
    );
    const withdrawn = await call(
      'POST',
      `/api/truck-offers/${offer.id}/withdraw`,
      carrier.account,
      {
        version: offer.version,
      },
    );
    expect(withdrawn.json()).toMatchObject({ status: 'WITHDRAWN' });
    const board = await call('GET', '/api/truck-offers?pageSize=100', forwarder);
    expect(board.json().items.map((item: TruckOffer) => item.id)).not.toContain(offer.id);
    const closed = await call('GET', '/api/my-truck-offers?closed=true', carrier.account);
    expect(closed.json().items.map((item: TruckOffer) => item.id)).toContain(offer.id);
    const again = await call('POST', `/api/truck-offers/${offer.id}/withdraw`, carrier.account, {
      version: withdrawn.json().version,
    });
    expect(again.json().code).toBe('TRUCK_OFFER_NOT_ACTIVE');
  });

  it('treats an offer past its last day as expired before the job ran, and the job moves it', async () => {
    const [row] = await ctx.database.db
      .insert(truckOffers)
      .values({
        companyId: carrier.companyId,
        vehicleId: carrier.vehicle.id,
        place: 'KZ-75:ALMATY',
        region: 'KZ-75',
        availableFrom: addCalendarDays(today, -5),
        availableTo: addCalendarDays(today, -1),
        bodyType: 'TENT',
        capacityTons: 20,
        capacityM3: 82,
        createdBy: carrier.account.user.id,
      })
      .returning();
    const seen = await call('GET', `/api/my-truck-offers/${row!.id}`, carrier.account);
    expect(seen.json().status).toBe('EXPIRED');
    const board = await call('GET', '/api/truck-offers?pageSize=100', forwarder);
    expect(board.json().items.map((item: TruckOffer) => item.id)).not.toContain(row!.id);
    expect(await expireTruckOffers({ db: ctx.database.db })).toBeGreaterThanOrEqual(1);
    const [stored] = await ctx.database.db
      .select({ status: truckOffers.status })
      .from(truckOffers)
      .where(eq(truckOffers.id, row!.id));
    expect(stored?.status).toBe('EXPIRED');
    expect(await expireTruckOffers({ db: ctx.database.db })).toBe(0);
  });

  it('marks an active offer busy while its vehicle carries an order', async () => {
    const busyCarrier = await carrierWithTruck(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const offer = await postTruckOffer(
      ctx.app,
      busyCarrier.account,
      truckOfferForm(busyCarrier.vehicle.id),
    );
    expect(offer.busy).toBe(false);
    await orderWithSelectedCarrier(ctx.app, forwarder, busyCarrier);
    const seen = await call('GET', `/api/truck-offers/${offer.id}`, forwarder);
    expect(seen.json()).toMatchObject({ status: 'ACTIVE', busy: true });
  });

  it('filters the board by origin, destination, day, body and capacity, and sorts it', async () => {
    const boardCarrier = await carrierWithTruck(
      ctx.app,
      await newCompanyOwner(ctx.app, 'CARRIER'),
      {
        bodyType: 'REFRIGERATOR',
        capacityTons: 10,
        capacityM3: 40,
      },
    );
    const fridge = await postTruckOffer(
      ctx.app,
      boardCarrier.account,
      truckOfferForm(boardCarrier.vehicle.id, {
        place: 'KZ-19:KHORGOS',
        destinations: ['KZ-71'],
        availableFrom: addCalendarDays(today, 10),
        availableTo: addCalendarDays(today, 12),
      }),
    );
    const ids = async (query: string) =>
      (await call('GET', `/api/truck-offers?pageSize=100&${query}`, forwarder))
        .json()
        .items.map((item: TruckOffer) => item.id);
    expect(await ids('origin=KZ-19')).toEqual([fridge.id]);
    expect(await ids('origin=KZ')).toContain(fridge.id);
    expect(await ids('origin=KZ-75')).not.toContain(fridge.id);
    expect(await ids('origin=KZ-19&destination=KZ-71:ASTANA')).toEqual([fridge.id]);
    expect(await ids('origin=KZ-19&destination=KZ-75')).toEqual([]);
    expect(await ids(`origin=KZ-19&date=${addCalendarDays(today, 11)}`)).toEqual([fridge.id]);
    expect(await ids(`origin=KZ-19&date=${addCalendarDays(today, 13)}`)).toEqual([]);
    // A refrigerator carries isotherm loads; not tent ones.
    expect(await ids('origin=KZ-19&bodyType=ISOTHERM')).toEqual([fridge.id]);
    expect(await ids('origin=KZ-19&bodyType=TENT')).toEqual([]);
    expect(await ids('origin=KZ-19&minTons=10&minM3=40')).toEqual([fridge.id]);
    expect(await ids('origin=KZ-19&minTons=10.5')).toEqual([]);
    const byCapacity = await call(
      'GET',
      '/api/truck-offers?pageSize=100&sort=-capacity',
      forwarder,
    );
    const tons = byCapacity.json().items.map((item: TruckOffer) => item.capacityTons);
    expect(tons).toEqual([...tons].sort((a, b) => b - a));
    expect((await call('GET', '/api/truck-offers?origin=KZ-99', forwarder)).statusCode).toBe(400);
  });
});
