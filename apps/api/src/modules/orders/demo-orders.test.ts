import type { OrderDetail, OrderPage } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo.js';
import { drivers, orderResponses, orders, users } from '../../db/schema.js';
import { signedIn, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`demo orders (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedDemoData(ctx.database.db);
    const account = async (login: string) => {
      const [user] = await ctx.database.db.select().from(users).where(eq(users.email, login));
      if (!user) throw new Error(`${login} not seeded`);
      return signedIn(ctx.app, user);
    };
    forwarder = await account('forwarder@demo.kz');
    carrier = await account('carrier@demo.kz');
  });
  afterAll(() => ctx.close());

  const list = async (account: SignedInAccount, query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders?pageSize=100${query}`,
      headers: account.headers,
    });
    return response.json<OrderPage>();
  };

  it('gives the demo forwarder orders in several statuses', async () => {
    const page = await list(forwarder);
    expect(page.total).toBeGreaterThanOrEqual(12);
    expect(page.total).toBeLessThanOrEqual(20);
    const count = (status: string) => page.items.filter((item) => item.status === status).length;
    expect(count('DRAFT')).toBe(1);
    expect(count('PUBLISHED')).toBeGreaterThanOrEqual(8);
    expect(count('CARRIER_SELECTED')).toBe(2);
    expect(count('CANCELLED')).toBe(1);
    expect(page.items.filter((item) => item.hasOpenProblem)).toHaveLength(1);
    expect(page.items.filter((item) => item.hasOpenDeletionRequest)).toHaveLength(1);
    expect(new Set(page.items.map((item) => item.currency))).toEqual(
      new Set(['KZT', 'USD', 'RUB', 'CNY']),
    );
  });

  it('selects the demo carrier with approved, non-blacklisted drivers and keeps one active response', async () => {
    const selected = await ctx.database.db
      .select({ status: orderResponses.status, driver: drivers })
      .from(orderResponses)
      .innerJoin(drivers, eq(drivers.id, orderResponses.driverId));
    expect(selected.map((row) => row.status).sort()).toEqual(['ACCEPTED', 'ACCEPTED', 'ACTIVE']);
    for (const row of selected) {
      expect(row.driver).toMatchObject({ status: 'APPROVED', blacklisted: false, retiredAt: null });
    }
    const mine = await list(carrier, '&scope=my');
    expect(mine.items.map((item) => item.myResponseStatus).sort()).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'ACTIVE',
    ]);
    const withProblem = mine.items.find((item) => item.hasOpenProblem);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${withProblem?.id}`,
      headers: carrier.headers,
    });
    expect(detail.json<OrderDetail>()).toMatchObject({
      status: 'CARRIER_SELECTED',
      openProblem: { status: 'OPEN' },
    });
  });

  it('seeds the orders only once', async () => {
    const before = await ctx.database.db.$count(orders);
    expect(await seedDemoData(ctx.database.db)).toBe(false);
    expect(await ctx.database.db.$count(orders)).toBe(before);
  });
});
