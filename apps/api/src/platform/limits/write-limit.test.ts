import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner } from '../../../test/company-factory.js';
import { createOrder, orderForm } from '../../../test/order-factory.js';
import {
  createSecondInstance,
  createTestApp,
  testDriver,
  type TestApp,
} from '../../../test/test-app.js';
import { orders } from '../../db/schema.js';

const WRITES_PER_WINDOW = 4;
const limits = { writeRateLimitMax: WRITES_PER_WINDOW, writeRateLimitWindowMs: 60_000 };

/**
 * Writes of a signed-in user are limited per user across every instance (platform/auth/guard.ts):
 * the write past the limit answers 429 with Retry-After and changes nothing.
 */
describe(`per-user write limit (${testDriver})`, () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp(limits);
    second = await createSecondInstance(first, limits);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('refuses the write past the limit on either instance, and stores nothing of it', async () => {
    const forwarder = await newCompanyOwner(first.app, 'FORWARDER');
    const create = (instance: TestApp, cargoName: string) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: forwarder.headers,
        payload: orderForm({ cargoName }),
      });
    for (let index = 0; index < WRITES_PER_WINDOW; index++) {
      const response = await create(index % 2 === 0 ? first : second, `Груз ${index}`);
      expect(response.statusCode).toBe(201);
    }

    const refused = await create(second, 'Лишний груз');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again later.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const stored = await first.database.db
      .select({ cargoName: orders.cargoName })
      .from(orders)
      .where(eq(orders.ownerCompanyId, forwarder.company.id));
    expect(stored).toHaveLength(WRITES_PER_WINDOW);
    expect(stored.map((order) => order.cargoName)).not.toContain('Лишний груз');

    // Reading goes on, and another user writes as before.
    const list = await first.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: forwarder.headers,
    });
    expect(list.statusCode).toBe(200);
    const other = await newCompanyOwner(first.app, 'FORWARDER');
    await createOrder(first.app, other);
  });
});
