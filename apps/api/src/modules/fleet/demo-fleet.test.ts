import {
  createDriverRequestSchema,
  createVehicleRequestSchema,
  Role,
  type DriverDetail,
  type DriverPage,
  type VehiclePage,
} from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRIVERS, DEMO_VEHICLES } from '../../seed/demo-fleet.js';
import { seedDemoData } from '../../seed/demo.js';
import { users } from '../../db/schema.js';
import { signedIn, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`the demo fleet (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
    const account = async (login: string) => {
      const [user] = await ctx.database.db.select().from(users).where(eq(users.email, login));
      if (!user) throw new Error(`${login} not seeded`);
      return signedIn(ctx.app, user);
    };
    carrier = await account('carrier@demo.kz');
    cb = await account('cb@demo.kz');
  });
  afterAll(() => ctx.close());

  const get = <T>(url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url, headers: account.headers }).then((r) => r.json<T>());

  it('holds drivers and vehicles that pass the forms’ own rules', () => {
    for (const demo of DEMO_DRIVERS) {
      const result = createDriverRequestSchema.safeParse({
        iin: demo.iin,
        lastName: demo.lastName,
        firstName: demo.firstName,
        middleName: demo.middleName,
        phone: demo.phone,
        identityDocument: { ...demo.identity, issuedBy: 'МВД РК' },
        licence: demo.licence,
      });
      expect(result.error?.issues ?? [], demo.lastName).toEqual([]);
    }
    for (const { driver: _driver, ...vehicle } of DEMO_VEHICLES) {
      const result = createVehicleRequestSchema.safeParse(vehicle);
      expect(result.error?.issues ?? [], vehicle.plateNumber).toEqual([]);
    }
  });

  it('gives the carrier two approved drivers, one pending, one blacklisted and one rejected', async () => {
    const page = await get<DriverPage>('/api/company-drivers?sort=name', carrier);
    expect(
      page.items.map((driver) => [
        driver.lastName,
        driver.status,
        driver.blacklisted,
        driver.eligible,
      ]),
    ).toEqual([
      ['Ахметов', 'APPROVED', false, true],
      ['Жаксылыков', 'APPROVED', false, true],
      ['Иванов', 'PENDING_APPROVAL', false, false],
      ['Касымов', 'APPROVED', true, false],
      ['Омаров', 'REJECTED', false, false],
    ]);
    expect(page.items[2]).toMatchObject({
      documentsExpired: true,
      expiredDocuments: ['DRIVING_LICENCE'],
      photoFileId: null,
    });
    expect(page.items[3]?.blacklistReason).toContain('Хищение');
  });

  it('gives the carrier four vehicles, two with their drivers', async () => {
    const page = await get<VehiclePage>('/api/company-vehicles?sort=plateNumber', carrier);
    expect(page.items.map((vehicle) => [vehicle.brand, vehicle.assignedDriver?.lastName])).toEqual([
      ['MAN', 'Ахметов'],
      ['КамАЗ', undefined],
      ['Volvo', 'Жаксылыков'],
      ['Scania', undefined],
    ]);
  });

  it('shows the security service a fine, the history and content in every tab', async () => {
    const all = await get<DriverPage>('/api/drivers?q=Жаксылыков', cb);
    const detail = await get<DriverDetail>(`/api/drivers/${all.items[0]?.id}`, cb);
    expect(detail.fineTotals).toEqual([{ currency: 'KZT', amount: 39_320 }]);
    expect(detail.history.map((event) => event.action)).toEqual(['SUBMITTED', 'APPROVED']);
    expect(detail.vehicles.map((vehicle) => vehicle.plateNumber)).toEqual(['456KZA01']);
    for (const [tab, total] of [
      ['pending', 1],
      ['blacklist', 1],
      ['company', 5],
    ] as const) {
      expect((await get<DriverPage>(`/api/drivers?tab=${tab}`, cb)).total, tab).toBe(total);
    }
    expect(cb.user.role).toBe(Role.CB);
  });
});
