import { NotificationType, Role, type DriverDetail } from '@freight/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, notifications } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { addDriverViaApi, createDriverRecord } from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';

describe(`the security service's decisions on drivers (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;
  let carrier: SignedInAccount & { company: TestCompany };
  let logistician: SignedInAccount;
  let otherCarrier: SignedInAccount & { company: TestCompany };

  beforeAll(async () => {
    ctx = await createTestApp();
    cb = await newPlatformAccount(ctx.app, Role.CB);
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    logistician = await newCompanyStaff(ctx.app, carrier.company);
    otherCarrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  const post = (url: string, account: SignedInAccount, payload: object = {}) =>
    ctx.app.inject({ method: 'POST', url, headers: account.headers, payload });
  const get = (url: string, account: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url, headers: account.headers });

  /** The notifications of a driver event, per recipient. */
  async function noticesOf(type: NotificationType, driverId: string) {
    const rows = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, type), eq(notifications.link, `/driver/${driverId}`)));
    return rows;
  }

  async function auditActions(driverId: string) {
    const rows = await ctx.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.entityId, driverId));
    return rows;
  }

  describe('approval', () => {
    it('approves a pending driver, with history, audit, and the carrier’s owner and logisticians told', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier, { middleName: null });
      const response = await post(`/api/drivers/${driver.id}/approve`, cb, { version: 1 });
      expect(response.statusCode).toBe(200);
      const approved = response.json<DriverDetail>();
      expect(approved).toMatchObject({
        status: 'APPROVED',
        eligible: true,
        version: 2,
        reviewComment: null,
      });
      expect(approved.history.map((event) => event.action)).toEqual(['SUBMITTED', 'APPROVED']);
      expect(approved.history[1]).toMatchObject({
        comment: null,
        actor: { id: cb.user.id, role: Role.CB },
        createdAt: expect.any(String),
      });
      const notices = await noticesOf(NotificationType.DRIVER_APPROVED, driver.id);
      expect(notices.map((notice) => notice.userId).sort()).toEqual(
        [carrier.user.id, logistician.user.id].sort(),
      );
      expect(notices[0]?.params).toEqual({ driverName: 'Сейткали Ерлан' });
      expect(await auditActions(driver.id)).toContainEqual({
        action: 'driver.approved',
        actor: cb.user.id,
      });
    });

    it('rejects with a comment the carrier sees on its driver and in the notification', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const comment = 'Удостоверение просрочено, загрузите действующее';
      const response = await post(`/api/drivers/${driver.id}/reject`, cb, {
        version: 1,
        comment: `  ${comment} `,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'REJECTED', reviewComment: comment });
      const own = (await get(`/api/company-drivers/${driver.id}`, carrier)).json<DriverDetail>();
      expect(own).toMatchObject({ status: 'REJECTED', reviewComment: comment });
      expect(own.history.at(-1)).toMatchObject({ action: 'REJECTED', comment });
      const notices = await noticesOf(NotificationType.DRIVER_REJECTED, driver.id);
      expect(notices).toHaveLength(2);
      expect(notices[0]?.params).toEqual({ driverName: 'Сейткали Ерлан Нурланович', comment });
      expect(notices[0]?.message).toContain(comment);
    });

    it("asks for a comment to reject ('Comment cannot be empty')", async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      for (const payload of [{ version: 1 }, { version: 1, comment: '   ' }]) {
        const response = await post(`/api/drivers/${driver.id}/reject`, cb, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ comment: 'validation.commentEmpty' });
      }
    });

    it('decides only on a pending driver, at the version read', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const stale = await post(`/api/drivers/${driver.id}/approve`, cb, { version: 5 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().code).toBe('VERSION_CONFLICT');
      await post(`/api/drivers/${driver.id}/approve`, cb, { version: 1 });
      for (const [action, payload] of [
        ['approve', { version: 2 }],
        ['reject', { version: 2, comment: 'Поздно' }],
      ] as const) {
        const response = await post(`/api/drivers/${driver.id}/${action}`, cb, payload);
        expect(response.statusCode).toBe(409);
        expect(response.json().code).toBe('DRIVER_NOT_PENDING_APPROVAL');
      }
    });

    it('does not decide on a driver the carrier removed', async () => {
      const retired = await createDriverRecord(ctx.app, carrier.company.id, {
        retiredAt: new Date(),
      });
      const response = await post(`/api/drivers/${retired.id}/approve`, cb, { version: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('DRIVER_RETIRED');
    });

    it('answers 404 for an unknown driver', async () => {
      const response = await post('/api/drivers/00000000-0000-4000-8000-000000000000/approve', cb, {
        version: 1,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the blacklist', () => {
    it('blacklists with a reason: history, audit, notifications, and the carrier sees it', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id, { status: 'APPROVED' });
      const reason = 'Неоднократный срыв сроков доставки, жалобы грузоотправителей';
      const response = await post(`/api/drivers/${driver.id}/blacklist`, cb, { reason });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'APPROVED',
        blacklisted: true,
        blacklistReason: reason,
        eligible: false,
      });
      const own = (await get(`/api/company-drivers/${driver.id}`, carrier)).json<DriverDetail>();
      expect(own).toMatchObject({ blacklisted: true, blacklistReason: reason });
      expect(own.history).toMatchObject([
        { action: 'BLACKLISTED', comment: reason, actor: { id: cb.user.id } },
      ]);
      const notices = await noticesOf(NotificationType.DRIVER_BLACKLISTED, driver.id);
      expect(notices.map((notice) => notice.userId).sort()).toEqual(
        [carrier.user.id, logistician.user.id].sort(),
      );
      expect(notices[0]?.params).toMatchObject({ reason });
      const otherNotices = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, otherCarrier.user.id));
      expect(otherNotices).toEqual([]);
      expect(await auditActions(driver.id)).toEqual([
        { action: 'driver.blacklisted', actor: cb.user.id },
      ]);
    });

    it('removes from the blacklist with a reason; both steps stay in the history', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
        blacklisted: true,
        blacklistReason: 'Ошибочная запись',
      });
      const reason = 'Проверка не подтвердила нарушение';
      const response = await post(`/api/drivers/${driver.id}/unblacklist`, cb, { reason });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        blacklisted: false,
        blacklistReason: null,
        eligible: true,
      });
      await post(`/api/drivers/${driver.id}/blacklist`, cb, { reason: 'Повторное нарушение' });
      const detail = (await get(`/api/drivers/${driver.id}`, cb)).json<DriverDetail>();
      expect(detail.history.map((event) => [event.action, event.comment])).toEqual([
        ['UNBLACKLISTED', reason],
        ['BLACKLISTED', 'Повторное нарушение'],
      ]);
      const notices = await noticesOf(NotificationType.DRIVER_UNBLACKLISTED, driver.id);
      expect(notices[0]?.params).toMatchObject({ reason });
    });

    it('asks for a reason both ways', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id);
      for (const action of ['blacklist', 'unblacklist']) {
        for (const payload of [{}, { reason: '  ' }]) {
          const response = await post(`/api/drivers/${driver.id}/${action}`, cb, payload);
          expect(response.statusCode).toBe(400);
          expect(response.json().fields).toEqual({ reason: 'validation.reasonRequired' });
        }
      }
    });

    it('refuses to blacklist twice or to remove a driver who is not on it', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id);
      const notListed = await post(`/api/drivers/${driver.id}/unblacklist`, cb, { reason: 'x' });
      expect(notListed.json().code).toBe('DRIVER_NOT_BLACKLISTED');
      await post(`/api/drivers/${driver.id}/blacklist`, cb, { reason: 'Нарушение' });
      const twice = await post(`/api/drivers/${driver.id}/blacklist`, cb, { reason: 'Ещё раз' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().code).toBe('DRIVER_ALREADY_BLACKLISTED');
    });

    it('follows the person: every record with the IIN is blacklisted, at every carrier', async () => {
      const former = await createDriverRecord(ctx.app, carrier.company.id, {
        status: 'APPROVED',
        retiredAt: new Date(),
      });
      const current = await createDriverRecord(ctx.app, otherCarrier.company.id, {
        iin: former.iin,
        status: 'APPROVED',
      });
      await post(`/api/drivers/${former.id}/blacklist`, cb, { reason: 'Хищение груза' });
      const rows = await ctx.database.db
        .select()
        .from(drivers)
        .where(inArray(drivers.id, [former.id, current.id]));
      expect(rows.map((row) => [row.blacklisted, row.blacklistReason])).toEqual([
        [true, 'Хищение груза'],
        [true, 'Хищение груза'],
      ]);
      const told = await noticesOf(NotificationType.DRIVER_BLACKLISTED, current.id);
      expect(told.map((notice) => notice.userId)).toEqual([otherCarrier.user.id]);
      await post(`/api/drivers/${current.id}/unblacklist`, cb, { reason: 'Оправдан' });
      const after = await ctx.database.db
        .select({ blacklisted: drivers.blacklisted })
        .from(drivers)
        .where(inArray(drivers.id, [former.id, current.id]));
      expect(after).toEqual([{ blacklisted: false }, { blacklisted: false }]);
    });
  });

  describe('fines', () => {
    it('records fines with who and when, and totals them per currency', async () => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id, { status: 'APPROVED' });
      const fines = [
        {
          amount: 18_460,
          currency: 'KZT',
          finedOn: '2025-03-01',
          description: 'Превышение скорости',
        },
        { amount: 36_920.1, finedOn: '2025-06-12', description: 'Перегруз оси' },
        { amount: 150.5, currency: 'USD', finedOn: '2025-07-01', description: 'Штраф на границе' },
        { amount: 0.2, currency: 'USD', finedOn: '2025-07-02', description: 'Парковка' },
      ];
      let detail: DriverDetail | undefined;
      for (const fine of fines) {
        const response = await post(`/api/drivers/${driver.id}/fines`, cb, fine);
        expect(response.statusCode).toBe(201);
        detail = response.json<DriverDetail>();
      }
      expect(detail?.fines).toHaveLength(4);
      expect(detail?.fines[1]).toMatchObject({
        amount: 36_920.1,
        currency: 'KZT',
        finedOn: '2025-06-12',
        description: 'Перегруз оси',
        createdBy: { id: cb.user.id },
      });
      expect(detail?.fineTotals).toEqual([
        { currency: 'KZT', amount: 55_380.1 },
        { currency: 'USD', amount: 150.7 },
      ]);
      const own = (await get(`/api/company-drivers/${driver.id}`, carrier)).json<DriverDetail>();
      expect(own.fineTotals).toEqual(detail?.fineTotals);
      expect(
        (await auditActions(driver.id)).filter((row) => row.action === 'driver.fined'),
      ).toHaveLength(4);
    });

    it.each([
      [{ amount: 0 }, 'amount', 'validation.mustBePositive'],
      [{ amount: 10.001 }, 'amount', 'validation.tooManyDecimals'],
      [{ currency: 'GBP' }, 'currency', 'validation.invalid'],
      [{ finedOn: '2999-01-01' }, 'finedOn', 'validation.dateInFuture'],
      [{ description: '' }, 'description', 'validation.required'],
    ])('refuses a fine with %j', async (change, field, key) => {
      const driver = await createDriverRecord(ctx.app, carrier.company.id);
      const response = await post(`/api/drivers/${driver.id}/fines`, cb, {
        amount: 5000,
        finedOn: '2025-01-10',
        description: 'Штраф',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: key });
    });
  });

  describe('roles', () => {
    it('lets moderators and admins read but not decide, blacklist or fine', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      for (const role of [Role.MODERATOR, Role.ADMIN] as const) {
        const staff = await newPlatformAccount(ctx.app, role);
        expect((await get(`/api/drivers/${driver.id}`, staff)).statusCode).toBe(200);
        expect((await get('/api/drivers', staff)).statusCode).toBe(200);
        for (const [action, payload] of [
          ['approve', { version: 1 }],
          ['reject', { version: 1, comment: 'Нет' }],
          ['blacklist', { reason: 'Нет' }],
          ['unblacklist', { reason: 'Нет' }],
          ['fines', { amount: 1, finedOn: '2025-01-01', description: 'Нет' }],
        ] as const) {
          const response = await post(`/api/drivers/${driver.id}/${action}`, staff, payload);
          expect(response.statusCode, `${role} ${action}`).toBe(403);
        }
      }
    });

    it('keeps carriers and forwarders out of the security service’s screens', async () => {
      const driver = await addDriverViaApi(ctx.app, carrier);
      const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
      for (const account of [carrier, logistician, forwarder]) {
        for (const response of [
          await get('/api/drivers', account),
          await get('/api/drivers/carriers', account),
          await get(`/api/drivers/${driver.id}`, account),
          await get(`/api/drivers/by-login/${driver.iin}`, account),
          await post(`/api/drivers/${driver.id}/approve`, account, { version: 1 }),
          await post(`/api/drivers/${driver.id}/blacklist`, account, { reason: 'Сам себя' }),
        ]) {
          expect(response.statusCode, account.user.role).toBe(403);
          expect(response.json().code).toBe('ACCESS_DENIED');
        }
      }
      const [unchanged] = await ctx.database.db
        .select()
        .from(drivers)
        .where(eq(drivers.id, driver.id));
      expect(unchanged).toMatchObject({ status: 'PENDING_APPROVAL', blacklisted: false });
    });
  });
});
