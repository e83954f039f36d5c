import { Role, type DriverCarrierList, type DriverDetail, type DriverPage } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import { createCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  addDriverViaApi,
  createDriverRecord,
  createVehicleRecord,
} from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`the security service's driver lists (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;
  let alpha: TestCompany;
  let beta: TestCompany;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    cb = await newPlatformAccount(ctx.app, Role.CB);
    alpha = await createCompany(ctx.database.db, { kind: 'CARRIER', name: 'ТОО «Альфа Транс»' });
    beta = await createCompany(ctx.database.db, { kind: 'CARRIER', name: 'ТОО «Бета Логистик»' });
    // Without drivers: not among the carriers of the company tab's filter.
    await createCompany(ctx.database.db, { kind: 'CARRIER', name: 'ТОО «Гамма»' });
    const add = (company: TestCompany, values: Parameters<typeof createDriverRecord>[2]) =>
      createDriverRecord(ctx.app, company.id, values).then((row) => row.id);
    ids.alphaPending = await add(alpha, { lastName: 'Абаев', createdAt: new Date('2025-01-01') });
    ids.alphaApproved = await add(alpha, {
      lastName: 'Бекенов',
      status: 'APPROVED',
      createdAt: new Date('2025-01-02'),
    });
    ids.alphaBlacklistedRetired = await add(alpha, {
      lastName: 'Валиев',
      status: 'APPROVED',
      blacklisted: true,
      blacklistReason: 'Хищение',
      retiredAt: new Date(),
      createdAt: new Date('2025-01-03'),
    });
    ids.betaPending = await add(beta, { lastName: 'Галиев', createdAt: new Date('2025-01-04') });
    ids.betaRejected = await add(beta, {
      lastName: 'Дауренов',
      status: 'REJECTED',
      createdAt: new Date('2025-01-05'),
    });
    ids.betaRetired = await add(beta, {
      lastName: 'Есимов',
      retiredAt: new Date(),
      createdAt: new Date('2025-01-06'),
    });
  });
  afterAll(() => ctx.close());

  const list = async (query: string) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/drivers?${query.includes('pageSize') ? '' : 'pageSize=100&'}${query}`,
      headers: cb.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<DriverPage>();
  };
  const idsOf = (page: DriverPage) => page.items.map((item) => item.id);

  it('shows all drivers by default, the removed ones marked, newest first, with the carrier', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([
      ids.betaRetired,
      ids.betaRejected,
      ids.betaPending,
      ids.alphaBlacklistedRetired,
      ids.alphaApproved,
      ids.alphaPending,
    ]);
    expect(page.items[0]).toMatchObject({
      companyId: beta.id,
      companyName: 'ТОО «Бета Логистик»',
      retiredAt: expect.any(String),
    });
  });

  it('lists drivers pending approval that are still in a fleet', async () => {
    expect(idsOf(await list('tab=pending'))).toEqual([ids.betaPending, ids.alphaPending]);
  });

  it('groups the company tab by carrier, and narrows it to one', async () => {
    const grouped = await list('tab=company');
    expect(grouped.items.map((item) => [item.companyName, item.lastName])).toEqual([
      ['ТОО «Альфа Транс»', 'Абаев'],
      ['ТОО «Альфа Транс»', 'Бекенов'],
      ['ТОО «Бета Логистик»', 'Галиев'],
      ['ТОО «Бета Логистик»', 'Дауренов'],
    ]);
    expect(idsOf(await list(`tab=company&companyId=${beta.id}`))).toEqual([
      ids.betaPending,
      ids.betaRejected,
    ]);
  });

  it('keeps the blacklist tab complete, removed drivers included', async () => {
    const page = await list('tab=blacklist');
    expect(idsOf(page)).toEqual([ids.alphaBlacklistedRetired]);
    expect(page.items[0]).toMatchObject({ blacklisted: true, blacklistReason: 'Хищение' });
  });

  it('searches names, IIN and the carrier name, and filters by status', async () => {
    expect(idsOf(await list(`q=${encodeURIComponent('бекен')}`))).toEqual([ids.alphaApproved]);
    expect(idsOf(await list(`tab=all&q=${encodeURIComponent('бета')}`))).toHaveLength(3);
    expect(idsOf(await list('status=REJECTED'))).toEqual([ids.betaRejected]);
    const page = await list('');
    const iin = page.items.find((item) => item.id === ids.alphaApproved)?.iin ?? '';
    expect(idsOf(await list(`q=${iin}`))).toEqual([ids.alphaApproved]);
  });

  it('sorts and pages', async () => {
    const byName = await list('sort=-name');
    expect(byName.items[0]?.lastName).toBe('Есимов');
    const second = await list('sort=name&page=2&pageSize=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    expect(second.items.map((item) => item.lastName)).toEqual(['Валиев', 'Галиев']);
  });

  it('refuses an unknown tab', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/drivers?tab=archive',
      headers: cb.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ tab: 'validation.invalid' });
  });

  it('lists the carriers that have drivers, with counts', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/drivers/carriers',
      headers: cb.headers,
    });
    expect(response.json<DriverCarrierList>().items).toEqual([
      { id: alpha.id, name: alpha.name, bin: alpha.bin, drivers: 2, pending: 1, blacklisted: 1 },
      { id: beta.id, name: beta.name, bin: beta.bin, drivers: 2, pending: 1, blacklisted: 0 },
    ]);
  });

  describe('the driver view', () => {
    it('shows the data, files, vehicles, fines, rating and history by id', async () => {
      const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
      const driver = await addDriverViaApi(ctx.app, carrier);
      const truck = await createVehicleRecord(ctx.app, carrier.company.id, {
        assignedDriverId: driver.id,
        brand: 'MAN',
      });
      await createVehicleRecord(ctx.app, carrier.company.id, {
        assignedDriverId: driver.id,
        retiredAt: new Date(),
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/drivers/${driver.id}`,
        headers: cb.headers,
      });
      expect(response.statusCode).toBe(200);
      const detail = response.json<DriverDetail>();
      expect(detail).toMatchObject({
        id: driver.id,
        companyName: carrier.company.name,
        photo: { id: driver.photoFileId },
        identityPdf: { id: driver.identityPdfFileId },
        rating: null,
        fines: [],
        fineTotals: [],
        history: [{ action: 'SUBMITTED' }],
      });
      expect(detail.vehicles.map((vehicle) => [vehicle.id, vehicle.brand])).toEqual([
        [truck.id, 'MAN'],
      ]);
      expect(detail.vehicles[0]?.assignedDriver).toMatchObject({ id: driver.id });
    });

    it('finds a driver by login, which for a driver is the IIN, preferring the one in a fleet', async () => {
      const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
      const former = await createDriverRecord(ctx.app, alpha.id, { retiredAt: new Date() });
      const current = await createDriverRecord(ctx.app, carrier.company.id, { iin: former.iin });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/drivers/by-login/${former.iin}`,
        headers: cb.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(current.id);
      const retiredOnly = await ctx.app.inject({
        method: 'GET',
        url: `/api/drivers/by-login/${(await list('')).items.find((item) => item.id === ids.betaRetired)?.iin}`,
        headers: cb.headers,
      });
      expect(retiredOnly.json().id).toBe(ids.betaRetired);
    });

    it('answers 404 for an unknown IIN and 400 for something that is no IIN', async () => {
      const unknown = await ctx.app.inject({
        method: 'GET',
        url: '/api/drivers/by-login/900115300003',
        headers: cb.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const malformed = await ctx.app.inject({
        method: 'GET',
        url: '/api/drivers/by-login/driver@demo.kz',
        headers: cb.headers,
      });
      expect(malformed.statusCode).toBe(400);
    });
  });
});
