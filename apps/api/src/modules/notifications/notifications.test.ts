import { NotificationType, notificationPageSchema, Role } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn, type TestAccount } from '../../../test/auth-helpers.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { notifications } from '../../db/schema.js';
import { notifyCompany } from './service.js';

const MINUTE = 60_000;

describe(`notifications (${testDriver})`, () => {
  let ctx: TestApp;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  /** `count` notifications, one minute apart (the last is the newest); every third one read. */
  const seedNotifications = async (userId: string, count: number) => {
    const start = Date.now() - count * MINUTE;
    const rows = await ctx.database.db
      .insert(notifications)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId,
          type: NotificationType.WELCOME,
          params: { number: index + 1 },
          message: `Notice ${index + 1}`,
          link: index % 2 === 0 ? '/notifications' : null,
          createdAt: new Date(start + index * MINUTE),
          readAt: index % 3 === 0 ? new Date(start + index * MINUTE + 1000) : null,
        })),
      )
      .returning();
    return rows;
  };

  const list = async (accessToken: string, query: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications',
      query,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    return notificationPageSchema.parse(response.json());
  };

  const newUserWith = async (count: number, role: Role = Role.EMPLOYEE) => {
    const account = await createAccount(ctx.database.db, role);
    const rows = await seedNotifications(account.user.id, count);
    const { accessToken } = await signIn(ctx.app, account);
    return { account, rows, accessToken };
  };

  it('pages through the own notifications, newest first, with totals and the unread count', async () => {
    const { accessToken } = await newUserWith(25);
    await newUserWith(4); // someone else's, never listed

    const first = await list(accessToken, { page: '1', pageSize: '10' });
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10, unreadCount: 16 });
    expect(first.items.map((item) => item.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Notice ${25 - index}`),
    );
    expect(first.items[0]).toMatchObject({
      type: 'WELCOME',
      params: { number: 25 },
      link: '/notifications',
      isNew: false,
    });
    expect(first.items[1]).toMatchObject({ link: null, isNew: true });

    const last = await list(accessToken, { page: '3', pageSize: '10' });
    expect(last.items.map((item) => item.message)).toEqual([
      'Notice 5',
      'Notice 4',
      'Notice 3',
      'Notice 2',
      'Notice 1',
    ]);
    const beyond = await list(accessToken, { page: '4', pageSize: '10' });
    expect(beyond).toMatchObject({ items: [], total: 25 });
  });

  it('lists only unread notifications when asked', async () => {
    const { accessToken } = await newUserWith(9);
    const unread = await list(accessToken, { unreadOnly: 'true' });
    expect(unread.total).toBe(6);
    expect(unread.unreadCount).toBe(6);
    expect(unread.items.every((item) => item.isNew)).toBe(true);
  });

  it('uses a page size of 20 by default and refuses one above 100', async () => {
    const { accessToken } = await newUserWith(22);
    const page = await list(accessToken);
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.items).toHaveLength(20);

    const tooLarge = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications?pageSize=101',
      headers: bearer(accessToken),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().code).toBe('VALIDATION_FAILED');
  });

  it('marks one notification read and keeps its first read time on a second call', async () => {
    const { accessToken, rows } = await newUserWith(3);
    const target = rows[1];
    if (!target) throw new Error('no notification');
    const read = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/notifications/${target.id}/read`,
        headers: bearer(accessToken),
      });

    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const page = await list(accessToken);
    expect(page.unreadCount).toBe(1);
    expect(page.items.find((item) => item.id === target.id)?.isNew).toBe(false);

    const [first] = await ctx.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, target.id));
    expect((await read()).statusCode).toBe(200);
    const [second] = await ctx.database.db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(eq(notifications.id, target.id));
    expect(second?.readAt?.getTime()).toBe(first?.readAt?.getTime());
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const { accessToken } = await newUserWith(1);
    const other = await newUserWith(2);
    const foreign = other.rows[1];
    if (!foreign) throw new Error('no notification');

    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/notifications/${foreign.id}/read`,
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Nothing found for the request',
    });
    expect((await list(other.accessToken)).unreadCount).toBe(1);
  });

  it('refuses an id that is not a UUID as a validation error', async () => {
    const { accessToken } = await newUserWith(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/42/read',
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it('marks all own notifications read and tells how many changed', async () => {
    const { accessToken } = await newUserWith(7);
    const other = await newUserWith(7);
    const readAll = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/read-all',
        headers: bearer(accessToken),
      });

    const response = await readAll();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, updated: 4 });
    const page = await list(accessToken);
    expect(page.unreadCount).toBe(0);
    expect(page.items.some((item) => item.isNew)).toBe(false);
    expect((await readAll()).json()).toEqual({ ok: true, updated: 0 });
    expect((await list(other.accessToken)).unreadCount).toBe(4);
  });

  it('requires a signed-in user', async () => {
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(listed.statusCode).toBe(401);
    const readAll = await ctx.app.inject({ method: 'POST', url: '/api/notifications/read-all' });
    expect(readAll.statusCode).toBe(401);
  });

  it.each([Role.ADMIN, Role.MODERATOR, Role.CB, Role.DRIVER_COMPANY, Role.LOGISTICIAN])(
    'serves %s as well',
    async (role) => {
      const { accessToken } = await newUserWith(2, role);
      expect((await list(accessToken)).total).toBe(2);
    },
  );

  it('serves the owner of a rejected company during review', async () => {
    const owner = await createAccount(ctx.database.db, Role.FORWARDER, {
      companyStatus: 'REJECTED',
    });
    await seedNotifications(owner.user.id, 2);
    const { accessToken } = await signIn(ctx.app, owner);
    expect((await list(accessToken)).total).toBe(2);
  });

  it('delivers company notifications to the chosen roles of active members only', async () => {
    const owner: TestAccount = await createAccount(ctx.database.db, Role.DRIVER_COMPANY);
    const company = owner.company ?? undefined;
    const logistician = await createAccount(ctx.database.db, Role.LOGISTICIAN, { company });
    const inactive = await createAccount(ctx.database.db, Role.LOGISTICIAN, {
      company,
      user: { isActive: false },
    });

    await notifyCompany(
      ctx.database.db,
      owner.company?.id ?? '',
      {
        type: NotificationType.DRIVER_APPROVED,
        params: { driverName: 'Серик Ахметов' },
        message: 'Driver Серик Ахметов was approved',
        link: '/company-drivers',
      },
      [Role.LOGISTICIAN],
    );

    const forLogistician = await list((await signIn(ctx.app, logistician)).accessToken);
    expect(forLogistician.items).toEqual([
      expect.objectContaining({
        type: 'DRIVER_APPROVED',
        params: { driverName: 'Серик Ахметов' },
        link: '/company-drivers',
        isNew: true,
      }),
    ]);
    expect((await list((await signIn(ctx.app, owner)).accessToken)).total).toBe(0);
    const inactiveRows = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inactive.user.id));
    expect(inactiveRows).toHaveLength(0);
  });
});
