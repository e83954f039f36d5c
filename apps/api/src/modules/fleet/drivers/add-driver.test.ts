import { NotificationType, Role, type DriverDetail } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, files, notifications } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  validIin,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import {
  addDriverViaApi,
  createDriverRecord,
  driverForm,
  driverMultipart,
} from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { multipartFormWithFiles } from '../../../../test/uploads.js';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe(`adding drivers (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount & { company: TestCompany };
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const submit = (account: SignedInAccount, form: ReturnType<typeof driverMultipart>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/company-drivers',
      payload: form.payload,
      headers: { ...form.headers, ...account.headers },
    });

  const iinCheck = (account: SignedInAccount, iin: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/company-drivers/iin-check',
      headers: account.headers,
      payload: { iin },
    });

  describe('a new driver', () => {
    it('is pending approval, with both files, a history row, an audit row and the CB told', async () => {
      const form = driverForm({ middleName: '' });
      const response = await submit(carrier, driverMultipart(form));
      expect(response.statusCode).toBe(201);
      const driver = response.json<DriverDetail>();
      expect(driver).toMatchObject({
        companyId: carrier.company.id,
        companyName: carrier.company.name,
        iin: form.iin,
        lastName: 'Сейткали',
        middleName: null,
        status: 'PENDING_APPROVAL',
        blacklisted: false,
        blacklistReason: null,
        documentsExpired: false,
        expiredDocuments: [],
        rating: null,
        eligible: false,
        retiredAt: null,
        version: 1,
        licence: { number: 'AB123456', categories: ['B', 'C', 'CE'], expiryDate: '2034-08-20' },
        photo: { contentType: 'image/png', originalName: 'фото.png' },
        identityPdf: { contentType: 'application/pdf', originalName: 'удостоверение.pdf' },
        vehicles: [],
        fines: [],
        fineTotals: [],
      });
      expect(driver.photoFileId).toBe(driver.photo?.id);
      expect(driver.history).toMatchObject([
        { action: 'SUBMITTED', comment: null, actor: { id: carrier.user.id } },
      ]);

      const db = ctx.database.db;
      const stored = await db.select().from(files).where(eq(files.companyId, carrier.company.id));
      expect(stored.map((file) => file.kind).sort()).toEqual([
        'DRIVER_IDENTITY_DOCUMENT',
        'DRIVER_PHOTO',
      ]);
      const audit = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, driver.id), eq(auditLog.action, 'driver.created')));
      expect(audit).toMatchObject([{ actorUserId: carrier.user.id, entityType: 'driver' }]);
      const [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, cb.user.id));
      expect(notice).toMatchObject({
        type: NotificationType.DRIVER_SUBMITTED,
        params: { driverName: 'Сейткали Ерлан', companyName: carrier.company.name },
        link: `/driver/${driver.id}`,
      });
    });

    it('may be added by a logistician of the carrier', async () => {
      const logistician = await newCompanyStaff(ctx.app, carrier.company);
      const driver = await addDriverViaApi(ctx.app, logistician);
      expect(driver.companyId).toBe(carrier.company.id);
    });

    it('is accepted with expired documents, which are flagged', async () => {
      const form = driverForm();
      const response = await submit(
        carrier,
        driverMultipart({
          ...form,
          identityDocument: { ...form.identityDocument, expiryDate: '2020-01-01' },
          licence: { ...form.licence, expiryDate: '2022-03-01' },
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        documentsExpired: true,
        expiredDocuments: ['IDENTITY_DOCUMENT', 'DRIVING_LICENCE'],
      });
    });

    it('flags only the licence when only the licence expired', async () => {
      const form = driverForm();
      const response = await submit(
        carrier,
        driverMultipart({ ...form, licence: { ...form.licence, expiryDate: '2024-01-31' } }),
      );
      expect(response.json()).toMatchObject({
        documentsExpired: true,
        expiredDocuments: ['DRIVING_LICENCE'],
      });
    });
  });

  describe('the IIN', () => {
    it('is refused when the driver is already on the platform, with this carrier or another', async () => {
      const existing = await addDriverViaApi(ctx.app, carrier);
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      for (const account of [carrier, other]) {
        const response = await submit(account, driverMultipart(driverForm({ iin: existing.iin })));
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          code: 'DRIVER_ALREADY_REGISTERED',
          message: 'This driver is already registered on the platform',
        });
        expect((await iinCheck(account, existing.iin)).json().code).toBe(
          'DRIVER_ALREADY_REGISTERED',
        );
      }
      const rows = await ctx.database.db
        .select()
        .from(drivers)
        .where(eq(drivers.iin, existing.iin));
      expect(rows).toHaveLength(1);
    });

    it('of a blacklisted driver is refused with the reason shown', async () => {
      const reason = 'Хищение груза, уголовное дело № 123';
      const blacklisted = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
        blacklisted: true,
        blacklistReason: reason,
      });
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      const response = await submit(other, driverMultipart(driverForm({ iin: blacklisted.iin })));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'DRIVER_BLACKLISTED',
        message: `This driver is blacklisted: ${reason}`,
        details: { reason },
      });
      const checked = await iinCheck(other, blacklisted.iin);
      expect(checked.statusCode).toBe(409);
      expect(checked.json().details).toEqual({ reason });
    });

    it('stays refused when the blacklisted driver was retired by the carrier', async () => {
      const retired = await createDriverRecord(ctx.app, carrier.company.id, {
        blacklisted: true,
        blacklistReason: 'Подделка документов',
        retiredAt: new Date(),
      });
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      const response = await submit(other, driverMultipart(driverForm({ iin: retired.iin })));
      expect(response.json()).toMatchObject({
        code: 'DRIVER_BLACKLISTED',
        details: { reason: 'Подделка документов' },
      });
    });

    it('of a driver another carrier retired may be added: people change employers', async () => {
      const retired = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
        retiredAt: new Date(),
      });
      const other = await newCompanyOwner(ctx.app, 'CARRIER');
      expect((await iinCheck(other, retired.iin)).json()).toEqual({
        iin: retired.iin,
        available: true,
      });
      const driver = await addDriverViaApi(ctx.app, other, { iin: retired.iin });
      expect(driver).toMatchObject({ companyId: other.company.id, status: 'PENDING_APPROVAL' });
    });

    it('is checked for its check digit before anything else', async () => {
      const response = await iinCheck(carrier, '780322300455');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ iin: 'validation.iinInvalid' });
      expect((await iinCheck(carrier, validIin())).json().available).toBe(true);
    });
  });

  describe('validation of the form', () => {
    it('reports the problems of the data field by path, like a JSON body', async () => {
      const form = driverForm();
      const response = await submit(
        carrier,
        driverMultipart({
          ...form,
          iin: '780322300455',
          lastName: 'Seitkali',
          phone: 'phone',
          identityDocument: { ...form.identityDocument, expiryDate: '2018-01-01' },
          licence: { ...form.licence, categories: [], number: '№1' },
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Validation error',
        fields: {
          iin: 'validation.iinInvalid',
          lastName: 'validation.cyrillic',
          phone: 'validation.phone',
          'identityDocument.expiryDate': 'validation.expiryBeforeIssue',
          'licence.number': 'validation.documentNumber',
          'licence.categories': 'validation.licenceCategories',
        },
      });
    });

    it.each([
      ['iin', '90011530000', 'validation.iinLength'],
      ['firstName', '', 'validation.required'],
      ['middleName', 'Nurlanovich', 'validation.cyrillic'],
    ])('refuses %s %j with %s', async (field, value, key) => {
      const response = await submit(carrier, driverMultipart(driverForm({ [field]: value })));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: key });
    });

    it('refuses an issue date in the future', async () => {
      const form = driverForm();
      const response = await submit(
        carrier,
        driverMultipart({
          ...form,
          identityDocument: { ...form.identityDocument, issueDate: daysFromNow(5) },
        }),
      );
      expect(response.json().fields).toEqual({
        'identityDocument.issueDate': 'validation.dateInFuture',
      });
    });

    it('asks for the data and both files, all at once', async () => {
      const response = await submit(carrier, multipartFormWithFiles({}, {}));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        data: 'validation.required',
        photo: 'validation.fileRequired',
        identityPdf: 'validation.fileRequired',
      });
    });

    it('refuses data that is not JSON', async () => {
      const form = multipartFormWithFiles({ data: '{not json' }, {});
      const response = await submit(carrier, form);
      expect(response.json().fields).toMatchObject({ data: 'validation.invalid' });
    });

    it('asks for a multipart form when given JSON', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/company-drivers',
        headers: carrier.headers,
        payload: driverForm(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toMatchObject({ data: 'validation.required' });
    });
  });

  describe('who may add', () => {
    it('only an approved carrier', async () => {
      for (const status of ['PENDING_REVIEW', 'REJECTED'] as const) {
        const waiting = await newCompanyOwner(ctx.app, 'CARRIER', { status, underReview: false });
        const response = await submit(waiting, driverMultipart(driverForm()));
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('REGISTRATION_NOT_APPROVED');
      }
    });

    it('not a forwarder, an employee or the security service', async () => {
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      const employee = await newCompanyStaff(ctx.app, forwarder.company);
      for (const account of [forwarder, employee, cb]) {
        const response = await submit(account, driverMultipart(driverForm()));
        expect(response.statusCode, account.user.role).toBe(403);
        expect(response.json().code).toBe('ACCESS_DENIED');
        expect((await iinCheck(account, validIin())).statusCode).toBe(403);
      }
    });

    it('nobody without a token', async () => {
      const form = driverMultipart(driverForm());
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/company-drivers',
        payload: form.payload,
        headers: form.headers,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
