import { NotificationType, Role, type DriverDetail, type DriverPage } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, notifications, vehicles } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  addDriverViaApi,
  createDriverRecord,
  createVehicleRecord,
  driverForm,
  driverMultipart,
  IDENTITY_PDF,
  PHOTO,
} from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { multipartFormWithFiles } from '../../../../test/uploads.js';

describe(`a carrier's drivers (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount & { company: TestCompany };
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const get = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url, headers: account.headers });
  const post = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'POST', url, headers: account.headers });

  /** The edit form of a driver as read: everything but the IIN, at its version. */
  function editOf(driver: DriverDetail, changes: Record<string, unknown> = {}) {
    return {
      lastName: driver.lastName,
      firstName: driver.firstName,
      middleName: driver.middleName,
      phone: driver.phone,
      identityDocument: driver.identityDocument,
      licence: driver.licence,
      version: driver.version,
      ...changes,
    };
  }

  const edit = (
    account: SignedInAccount,
    id: string,
    data: unknown,
    filesToSend: Parameters<typeof driverMultipart>[1] = {},
  ) => {
    const form = driverMultipart(data, filesToSend);
    return ctx.app.inject({
      method: 'PUT',
      url: `/api/company-drivers/${id}`,
      payload: form.payload,
      headers: { ...form.headers, ...account.headers },
    });
  };

  async function historyActions(driverId: string) {
    const detail = (await get(`/api/company-drivers/${driverId}`, carrier)).json<DriverDetail>();
    return detail.history.map((event) => event.action);
  }

  describe('editing', () => {
    it('changes a pending driver at the version read and refuses a stale version', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const response = await edit(carrier, driver.id, editOf(driver, { phone: '+7 777 000 1122' }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        phone: '+7 777 000 1122',
        version: 2,
        status: 'PENDING_APPROVAL',
        iin: driver.iin,
      });
      const stale = await edit(carrier, driver.id, editOf(driver));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, driver.id), eq(auditLog.action, 'driver.updated')));
      expect(audit).toHaveLength(1);
    });

    it('sends a rejected driver back to approval, telling the security service', async () => {
      const rejected = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'REJECTED',
        reviewComment: 'Фото нечитаемо',
      });
      const detail = (
        await get(`/api/company-drivers/${rejected.id}`, carrier)
      ).json<DriverDetail>();
      const response = await edit(carrier, rejected.id, editOf(detail), { photo: PHOTO });
      expect(response.json()).toMatchObject({ status: 'PENDING_APPROVAL', version: 2 });
      expect(await historyActions(rejected.id)).toEqual(['RESUBMITTED']);
      const notices = await ctx.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, cb.user.id),
            eq(notifications.type, NotificationType.DRIVER_SUBMITTED),
          ),
        );
      expect(notices.some((notice) => notice.link === `/driver/${rejected.id}`)).toBe(true);
    });

    it('sends an approved driver back to approval when the identity changes, not the phone', async () => {
      const approved = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
      });
      const detail = (
        await get(`/api/company-drivers/${approved.id}`, carrier)
      ).json<DriverDetail>();
      const phone = await edit(carrier, approved.id, editOf(detail, { phone: '+7 705 111 0000' }));
      expect(phone.json()).toMatchObject({ status: 'APPROVED', eligible: true });
      const renewed = await edit(
        carrier,
        approved.id,
        editOf(phone.json<DriverDetail>(), {
          licence: { ...detail.licence, expiryDate: '2036-01-01' },
        }),
      );
      expect(renewed.json()).toMatchObject({ status: 'APPROVED' });
      const renamed = await edit(
        carrier,
        approved.id,
        editOf(renewed.json<DriverDetail>(), { lastName: 'Жумабаев' }),
      );
      expect(renamed.json()).toMatchObject({ status: 'PENDING_APPROVAL', eligible: false });
      expect(await historyActions(approved.id)).toEqual(['CHANGED']);
    });

    it('keeps the IIN: it names the person', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const response = await edit(carrier, driver.id, { ...editOf(driver), iin: '900115300003' });
      expect(response.statusCode).toBe(200);
      expect(response.json().iin).toBe(driver.iin);
    });

    it('validates the edit like the form', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const response = await edit(
        carrier,
        driver.id,
        editOf(driver, { version: undefined, firstName: 'Erlan' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        version: expect.any(String),
        firstName: 'validation.cyrillic',
      });
    });
  });

  describe('removing from the fleet', () => {
    it('keeps the record, its history and fines, unassigns its vehicles, and does it once', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id, { status: 'APPROVED' });
      const vehicle = await createVehicleRecord(ctx.app, carrier.company.id, {
        assignedDriverId: driver.id,
      });
      const response = await post(`/api/company-drivers/${driver.id}/retire`, carrier);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ eligible: false, retiredAt: expect.any(String) });
      expect(response.json().history.map((event: { action: string }) => event.action)).toEqual([
        'RETIRED',
      ]);
      const again = await post(`/api/company-drivers/${driver.id}/retire`, carrier);
      expect(again.json().retiredAt).toBe(response.json().retiredAt);
      expect(again.json().history).toHaveLength(1);

      const [row] = await ctx.database.db.select().from(drivers).where(eq(drivers.id, driver.id));
      expect(row?.retiredAt).not.toBeNull();
      const [car] = await ctx.database.db
        .select()
        .from(vehicles)
        .where(eq(vehicles.id, vehicle.id));
      expect(car?.assignedDriverId).toBeNull();
    });

    it('refuses to edit a removed driver', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      await post(`/api/company-drivers/${driver.id}/retire`, carrier);
      const response = await edit(carrier, driver.id, editOf(driver, { version: 2 }));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('DRIVER_RETIRED');
    });
  });

  describe('the list', () => {
    let own: SignedInAccount & { company: TestCompany };
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      own = await newCompanyOwner(ctx.app, 'CARRIER');
      const company = own.company.id;
      // "Newest first" needs distinct creation times: rows inserted one after another can share
      // the clock's tick (PGlite's is a millisecond), and the id then decides their order.
      const createdAt = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute));
      ids.pending = (
        await createDriverRecord(ctx.app, company, { lastName: 'Абенов', createdAt: createdAt(1) })
      ).id;
      ids.approved = (
        await createDriverRecord(ctx.app, company, {
          status: 'APPROVED',
          lastName: 'Бекова',
          createdAt: createdAt(2),
        })
      ).id;
      ids.rejected = (
        await createDriverRecord(ctx.app, company, {
          status: 'REJECTED',
          lastName: 'Ганиев',
          createdAt: createdAt(3),
        })
      ).id;
      ids.blacklisted = (
        await createDriverRecord(ctx.app, company, {
          status: 'APPROVED',
          blacklisted: true,
          blacklistReason: 'Нарушения',
          lastName: 'Давлетов',
          createdAt: createdAt(4),
        })
      ).id;
      ids.retired = (
        await createDriverRecord(ctx.app, company, {
          status: 'APPROVED',
          retiredAt: new Date(),
          lastName: 'Ермеков',
          createdAt: createdAt(5),
        })
      ).id;
      const foreign = await newCompanyOwner(ctx.app, 'CARRIER');
      ids.foreign = (await createDriverRecord(ctx.app, foreign.company.id)).id;
    });

    const list = async (query = '') =>
      (await get(`/api/company-drivers?pageSize=100${query}`, own)).json<DriverPage>();
    const idsOf = (page: DriverPage) => page.items.map((item) => item.id);

    it("shows only the carrier's drivers in its fleet, newest first", async () => {
      const page = await list();
      expect(idsOf(page)).toEqual([ids.blacklisted, ids.rejected, ids.approved, ids.pending]);
      expect(page.total).toBe(4);
    });

    it('filters by status, blacklist, eligibility and removal', async () => {
      expect(idsOf(await list('&status=APPROVED'))).toEqual([ids.blacklisted, ids.approved]);
      expect(idsOf(await list('&blacklisted=true'))).toEqual([ids.blacklisted]);
      expect(idsOf(await list('&eligible=true'))).toEqual([ids.approved]);
      expect(idsOf(await list('&retired=true'))).toEqual([ids.retired]);
    });

    it('shows the blacklist reason and eligibility on each item', async () => {
      const page = await list('&sort=name');
      expect(page.items.map((item) => [item.lastName, item.eligible])).toEqual([
        ['Абенов', false],
        ['Бекова', true],
        ['Ганиев', false],
        ['Давлетов', false],
      ]);
      expect(page.items[3]).toMatchObject({ blacklisted: true, blacklistReason: 'Нарушения' });
    });

    it('searches names and pages', async () => {
      expect(idsOf(await list(`&q=${encodeURIComponent('бек')}`))).toEqual([ids.approved]);
      const paged = (await get('/api/company-drivers?page=2&pageSize=3&sort=name', own)).json();
      expect(paged).toMatchObject({ page: 2, pageSize: 3, total: 4 });
      expect(paged.items.map((item: { id: string }) => item.id)).toEqual([ids.blacklisted]);
    });

    it('refuses an unknown sort or filter value', async () => {
      expect((await get('/api/company-drivers?sort=iin', own)).statusCode).toBe(400);
      expect((await get('/api/company-drivers?status=GONE', own)).statusCode).toBe(400);
    });
  });

  describe('tenant isolation', () => {
    it('answers 404, never 403, to another carrier for the driver and its files', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const intruder = await newCompanyOwner(ctx.app, 'CARRIER');
      const intruderLogistician = await newCompanyStaff(ctx.app, intruder.company);
      for (const account of [intruder, intruderLogistician]) {
        for (const response of [
          await get(`/api/company-drivers/${driver.id}`, account),
          await edit(account, driver.id, editOf(driver)),
          await post(`/api/company-drivers/${driver.id}/retire`, account),
          await get(`/api/files/${driver.photoFileId}`, account),
          await get(`/api/files/${driver.identityPdfFileId}`, account),
        ]) {
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({
            code: 'NOT_FOUND',
            message: 'Nothing found for the request',
          });
        }
      }
      const [unchanged] = await ctx.database.db
        .select()
        .from(drivers)
        .where(eq(drivers.id, driver.id));
      expect(unchanged).toMatchObject({ version: 1, retiredAt: null });
    });

    it("lets the carrier's people and platform staff download the files, and no forwarder", async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const logistician = await newCompanyStaff(ctx.app, carrier.company);
      const readers = [
        carrier,
        logistician,
        cb,
        await newPlatformAccount(ctx.app, Role.MODERATOR),
        await newPlatformAccount(ctx.app, Role.ADMIN),
      ];
      for (const account of readers) {
        const response = await get(`/api/files/${driver.identityPdfFileId}`, account);
        expect(response.statusCode, account.user.role).toBe(200);
      }
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      expect((await get(`/api/files/${driver.photoFileId}`, forwarder)).statusCode).toBe(404);
    });
  });

  describe('roles', () => {
    it('keeps forwarders, employees and platform staff out of the carrier screens', async () => {
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const employee = await newCompanyStaff(ctx.app, forwarder.company);
      const driver = await addDriverViaApi(ctx.app, carrier);
      for (const account of [
        forwarder,
        employee,
        cb,
        await newPlatformAccount(ctx.app, Role.MODERATOR),
      ]) {
        for (const response of [
          await get('/api/company-drivers', account),
          await get(`/api/company-drivers/${driver.id}`, account),
          await post(`/api/company-drivers/${driver.id}/retire`, account),
          await edit(account, driver.id, editOf(driver)),
        ]) {
          expect(response.statusCode, account.user.role).toBe(403);
        }
      }
    });

    it('answers REGISTRATION_NOT_APPROVED to a carrier still under review', async () => {
      const pending = await newCompanyOwner(ctx.app, 'CARRIER', {
        status: 'PENDING_REVIEW',
        underReview: false,
      });
      const response = await get('/api/company-drivers', pending);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('REGISTRATION_NOT_APPROVED');
    });
  });

  it('takes the data field whether it comes before or after the files', async () => {
    const withFilesFirst = multipartFormWithFiles({}, { photo: PHOTO, identityPdf: IDENTITY_PDF });
    const dataPart = JSON.stringify(driverForm());
    const payload = Buffer.from(
      withFilesFirst.payload
        .toString('latin1')
        .replace(
          /--([^\r]+)--\r\n$/,
          `--$1\r\nContent-Disposition: form-data; name="data"\r\n\r\n${Buffer.from(dataPart, 'utf8').toString('latin1')}\r\n--$1--\r\n`,
        ),
      'latin1',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/company-drivers',
      payload,
      headers: { ...withFilesFirst.headers, ...carrier.headers },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      lastName: 'Сейткали',
      photo: { contentType: 'image/png' },
    });
  });
});
