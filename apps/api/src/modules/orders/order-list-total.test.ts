import { ORDER_LIST_TOTAL_CAP, Role, type OrderPage } from '@freight/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createOrder } from '../../../test/order-factory.js';
import { matchesSearch } from './order-list-conditions-repo.js';
import { estimateOrderCount } from './order-count-repo.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`the total of long order lists (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    cb = await newPlatformAccount(ctx.app, Role.CB);
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const template = await createOrder(ctx.app, forwarder, { cargoName: 'Зерно ячменя' });
    // Copies of one order, in bulk: the lists only need rows to count.
    await ctx.database.db.execute(sql`
      insert into orders (number, owner_company_id, created_by, status, planned_loading_date,
        planned_unloading_date, transport_type, order_type, payment_terms, price, currency,
        cargo_name, cargo_weight_tons, cargo_volume_m3, package_type, seats, loading_method,
        transportation_type, transportation_view, search_text)
      select 'KZ-2026-9' || lpad(g::text, 5, '0'), owner_company_id, created_by, status,
             planned_loading_date, planned_unloading_date, transport_type, order_type,
             payment_terms, price, currency, cargo_name, cargo_weight_tons, cargo_volume_m3,
             package_type, seats, loading_method, transportation_type, transportation_view,
             search_text
        from orders, generate_series(1, ${4 * ORDER_LIST_TOTAL_CAP}) g
       where orders.id = ${template.id}`);
    await ctx.database.db.execute(sql`analyze orders`);
  });
  afterAll(() => ctx.close());

  async function list(query: string): Promise<OrderPage> {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders${query}`,
      headers: cb.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json<OrderPage>();
  }

  it('counts up to the cap and says when more orders match', async () => {
    const page = await list('?pageSize=5');
    expect(page).toMatchObject({ total: ORDER_LIST_TOTAL_CAP, totalCapped: true });
    expect(page.items).toHaveLength(5);
  });

  it("reads the planner's estimate of a count from its statistics", async () => {
    const estimate = await estimateOrderCount(ctx.database.db, matchesSearch('ячменя'));
    expect(estimate).toBeGreaterThan(3 * ORDER_LIST_TOTAL_CAP);
  });

  it('caps the total of a broad full-text match', async () => {
    const page = await list('?q=ячменя');
    expect(page).toMatchObject({ total: ORDER_LIST_TOTAL_CAP, totalCapped: true });
  });

  it('counts exactly below the cap', async () => {
    const page = await list('?q=несуществующий');
    expect(page).toMatchObject({ total: 0, totalCapped: false, items: [] });
  });

  it('still answers pages beyond the cap', async () => {
    const page = await list(`?pageSize=100&page=${ORDER_LIST_TOTAL_CAP / 100 + 1}`);
    expect(page.items.length).toBeGreaterThan(0);
  });
});
