import {
  ORDER_STATUS_GROUPS,
  ORDER_STATUSES,
  orderStatusCountsQuerySchema,
  orderStatusCountsSchema,
  ValidationMessage,
  type OrderPage,
  type OrderStatus,
} from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { countOrdersOfEachStatus } from './order-status-count-repo.js';
import { seedOrderLists, type OrderListSeed } from '../../../test/order-list-seed.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`the status counts of the order lists (${testDriver})`, () => {
  let ctx: TestApp;
  let seed: OrderListSeed;

  beforeAll(async () => {
    ctx = await createTestApp();
    seed = await seedOrderLists(ctx.app);
  });
  afterAll(() => ctx.close());

  const ask = (path: string, account?: SignedInAccount) =>
    ctx.app.inject({ method: 'GET', url: `/api/orders${path}`, headers: account?.headers });

  async function countsOf(account: SignedInAccount, query = '') {
    const response = await ask(`/status-counts${query}`, account);
    expect(response.statusCode, response.body).toBe(200);
    const { counts } = orderStatusCountsSchema.parse(response.json());
    // Every status is in the answer, the ones no order has as 0.
    expect(Object.keys(counts).sort()).toEqual([...ORDER_STATUSES].sort());
    return counts;
  }

  /** The statuses some order has, with their counts. */
  async function nonZero(account: SignedInAccount, query = '') {
    const counts = await countsOf(account, query);
    return Object.fromEntries(Object.entries(counts).filter(([, count]) => count > 0));
  }

  async function listTotal(account: SignedInAccount, query: string): Promise<number> {
    const response = await ask(query, account);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<OrderPage>().total;
  }

  it('counts each status only up to one past the cap, as the list counts its total', async () => {
    const query = orderStatusCountsQuerySchema.parse({});
    const everyOrder = { kind: 'all' } as const;
    const exact = await countOrdersOfEachStatus(ctx.database.db, everyOrder, query);
    const capped = await countOrdersOfEachStatus(ctx.database.db, everyOrder, query, 1);
    const byStatus = (rows: { status: OrderStatus; count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.status, row.count]));
    expect(Math.max(...exact.map((row) => row.count))).toBeGreaterThan(2);
    expect(byStatus(capped)).toEqual(
      Object.fromEntries(exact.map((row) => [row.status, Math.min(row.count, 2)])),
    );
  });

  it("counts the forwarder side's own orders, drafts included, but no other company's", async () => {
    expect(await nonZero(seed.forwarder)).toEqual({ DRAFT: 1, PUBLISHED: 2 });
    expect(await nonZero(seed.employee, '?scope=my')).toEqual({ PUBLISHED: 1 });
    expect(await nonZero(seed.otherForwarder)).toEqual({ PUBLISHED: 1, CARRIER_SELECTED: 1 });
  });

  it('counts the load board and what a carrier responded to, never a draft', async () => {
    expect(await nonZero(seed.carrier.account)).toEqual({ PUBLISHED: 3, CARRIER_SELECTED: 1 });
    expect(await nonZero(seed.carrier.account, '?scope=my')).toEqual({ CARRIER_SELECTED: 1 });
    const stranger = await newCompanyOwner(ctx.app, 'CARRIER');
    expect(await nonZero(stranger)).toEqual({ PUBLISHED: 3 });
  });

  it('counts every order for platform staff', async () => {
    expect(await nonZero(seed.cb)).toEqual({ DRAFT: 1, PUBLISHED: 3, CARRIER_SELECTED: 1 });
  });

  it('applies the filters and the full-text search, and ignores a status filter', async () => {
    const { cb } = seed;
    expect(await nonZero(cb, '?currency=USD')).toEqual({ PUBLISHED: 1 });
    expect(await nonZero(cb, '?transportType=REFRIGERATOR')).toEqual({ PUBLISHED: 1 });
    expect(await nonZero(cb, '?place=бишкек')).toEqual({ PUBLISHED: 1 });
    expect(await nonZero(cb, '?loadingDateFrom=2026-04-05&loadingDateTo=2026-04-08')).toEqual({
      DRAFT: 1,
      PUBLISHED: 1,
      CARRIER_SELECTED: 1,
    });
    expect(await nonZero(cb, '?q=КЕРАМИЧ')).toEqual({ PUBLISHED: 1 });
    expect(await nonZero(cb, '?q=зерно')).toEqual({ CARRIER_SELECTED: 1 });
    expect(await nonZero(cb, '?q=несуществующее')).toEqual({});
    expect(await nonZero(cb, '?status=DRAFT&currency=KZT')).toEqual({
      DRAFT: 1,
      PUBLISHED: 2,
      CARRIER_SELECTED: 1,
    });
  });

  it("adds up to the list's total for the same filters, for every status group too", async () => {
    const cases: [SignedInAccount, string][] = [
      [seed.forwarder, '?currency=KZT'],
      [seed.employee, '?scope=my'],
      [seed.carrier.account, '?scope=all'],
      [seed.carrier.account, '?q=зерно'],
      [seed.cb, '?q=г'],
      [seed.cb, '?priceMax=500000'],
    ];
    for (const [account, query] of cases) {
      const counts = await countsOf(account, query);
      const sum = (statuses: readonly OrderStatus[]) =>
        statuses.reduce((total, status) => total + counts[status], 0);
      expect(sum(ORDER_STATUSES)).toBe(await listTotal(account, query));
      for (const statuses of Object.values(ORDER_STATUS_GROUPS)) {
        const filtered = `${query}&status=${statuses.join(',')}`;
        expect(sum(statuses), filtered).toBe(await listTotal(account, filtered));
      }
    }
  });

  it('refuses a bad query with translated field errors, and a caller not signed in', async () => {
    const inverted = await ask('/status-counts?priceMin=500&priceMax=100', seed.cb);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { priceMax: ValidationMessage.RANGE_INVERTED },
    });
    const unknown = await ask('/status-counts?scope=everything&currency=GOLD', seed.cb);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { scope: ValidationMessage.INVALID, currency: ValidationMessage.INVALID },
    });
    expect((await ask('/status-counts')).statusCode).toBe(401);
  });
});
