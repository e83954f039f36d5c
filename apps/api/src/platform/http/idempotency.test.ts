import { ErrorCode, type OrderDetail } from '@freight/shared';
import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderResponses, orders } from '../../db/schema.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import {
  createOrder,
  orderForm,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from './idempotency.js';
import { claimKey, deleteExpiredKeys } from './idempotency-repo.js';

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe(`Idempotency-Key on JSON writes (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;

  function post(url: string, account: SignedInAccount, payload: object, key?: string) {
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: {
        ...account.headers,
        ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
      },
      payload,
    });
  }

  /** One form per cargo name (the factory's addresses are random): the same name, the same body. */
  const forms = new Map<string, ReturnType<typeof orderForm>>();
  const formNamed = (cargoName: string) => {
    if (!forms.has(cargoName)) forms.set(cargoName, orderForm({ cargoName }));
    return forms.get(cargoName)!;
  };

  /** A create of an order whose cargo names it: the rows it made are counted by that name. */
  const createNamed = (cargoName: string, key?: string, account = forwarder) =>
    post('/api/orders', account, formNamed(cargoName), key);

  async function ordersNamed(cargoName: string): Promise<number> {
    const rows = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.cargoName, cargoName));
    return rows.length;
  }

  const keyRows = (key: string) =>
    db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  /** Moves a key's claim back in time, as if it had been made `interval` ago. */
  const age = (key: string, interval: string) =>
    db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - ${interval}::interval` })
      .where(eq(idempotencyKeys.key, key));

  const respondPayload = (carrier: CarrierWithFleet) => ({
    driverId: carrier.driver.id,
    vehicleId: carrier.vehicle.id,
    price: 430_000,
    currency: 'KZT',
    comment: 'Машина свободна',
  });

  it('replays the first answer to the same key and body and creates one order', async () => {
    const key = randomUUID();
    const first = await createNamed('Плитка повтор', key);
    const again = await createNamed('Плитка повтор', key);

    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(await ordersNamed('Плитка повтор')).toBe(1);
  });

  it('replays a response to an order once made', async () => {
    const carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const order = await createOrder(ctx.app, forwarder);
    const key = randomUUID();
    const url = `/api/orders/${order.id}/responses`;
    const first = await post(url, carrier.account, respondPayload(carrier), key);
    const again = await post(url, carrier.account, respondPayload(carrier), key);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await db()
      .select({ id: orderResponses.id })
      .from(orderResponses)
      .where(eq(orderResponses.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('without a key, the same request twice does the work twice', async () => {
    expect((await createNamed('Плитка без ключа')).statusCode).toBe(201);
    expect((await createNamed('Плитка без ключа')).statusCode).toBe(201);
    expect(await ordersNamed('Плитка без ключа')).toBe(2);
  });

  it('refuses the same key with another body or route with 422 and changes nothing', async () => {
    const key = randomUUID();
    expect((await createNamed('Плитка первая', key)).statusCode).toBe(201);

    const otherBody = await createNamed('Плитка другая', key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    expect(await ordersNamed('Плитка другая')).toBe(0);

    const order = await createOrder(ctx.app, forwarder);
    const otherRoute = await post(
      `/api/orders/${order.id}/publish`,
      forwarder,
      { version: 1 },
      key,
    );
    expect(otherRoute.statusCode).toBe(422);
    expect(await ordersNamed('Плитка первая')).toBe(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    for (const key of ['', 'x'.repeat(256), 'ключ', 'tab\there']) {
      const response = await createNamed('Плитка плохой ключ', key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await createNamed('Плитка плохой ключ', `${'k'.repeat(254)}~`)).statusCode).toBe(201);
    expect(await ordersNamed('Плитка плохой ключ')).toBe(1);
  });

  it("keeps each user's keys apart: another user's same key does its own work", async () => {
    const other = await newCompanyOwner(ctx.app, 'FORWARDER');
    const key = randomUUID();
    const mine = await createNamed('Плитка чужой ключ', key);
    const theirs = await createNamed('Плитка чужой ключ', key, other);

    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(theirs.json<OrderDetail>().id).not.toBe(mine.json<OrderDetail>().id);
    expect(await ordersNamed('Плитка чужой ключ')).toBe(2);
    expect(await keyRows(key)).toHaveLength(2);
  });

  it('lets one of two simultaneous requests with one key do the work', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => createNamed('Плитка одновременно', key)));

    expect(await ordersNamed('Плитка одновременно')).toBe(1);
    const done = answers.filter((answer) => answer.headers[REPLAYED_HEADER] === undefined);
    const [work] = done.filter((answer) => answer.statusCode === 201);
    expect(work).toBeDefined();
    for (const answer of answers) {
      if (answer === work) continue;
      if (answer.statusCode === 409) {
        // Still at work when this one came: try again in a second.
        expect(answer.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_IN_USE);
        expect(answer.headers['retry-after']).toBe('1');
      } else {
        expect(answer.headers[REPLAYED_HEADER]).toBe('true');
        expect(answer.body).toBe(work!.body);
      }
    }
  });

  /** A claim as a request makes it before its work: held, no answer yet. */
  const claimFor = (account: SignedInAccount, key: string) =>
    claimKey(db(), { scope: account.user.id, key }, 'hash-of-the-first-request', 60_000);

  it('answers 409 with Retry-After while the first request with the key is at work', async () => {
    const key = randomUUID();
    expect(await claimFor(forwarder, key)).not.toBeNull();

    const response = await createNamed('Плитка в работе', key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_IN_USE);
    expect(response.headers['retry-after']).toBe('1');
    expect(await ordersNamed('Плитка в работе')).toBe(0);
  });

  it('takes over a claim left without an answer for longer than the claim timeout', async () => {
    const key = randomUUID();
    // A process died after claiming, before its work committed: the claim stays empty.
    expect(await claimFor(forwarder, key)).not.toBeNull();
    await age(key, '61 seconds');

    const retried = await createNamed('Плитка брошенная', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersNamed('Плитка брошенная')).toBe(1);
    const again = await createNamed('Плитка брошенная', key);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
  });

  it('never does committed work twice: a lost answer is said so, not done again', async () => {
    const key = randomUUID();
    expect((await createNamed('Плитка без ответа', key)).statusCode).toBe(201);
    // The work committed (the fence), then the process died before the answer was kept.
    await db()
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, key));

    const soon = await createNamed('Плитка без ответа', key);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().code).toBe(ErrorCode.IDEMPOTENCY_KEY_IN_USE);

    await age(key, '61 seconds');
    const later = await createNamed('Плитка без ответа', key);
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe(ErrorCode.IDEMPOTENCY_ANSWER_LOST);
    expect(await ordersNamed('Плитка без ответа')).toBe(1);
  });

  it('keeps and replays a 4xx answer', async () => {
    const key = randomUUID();
    const url = `/api/orders/${randomUUID()}/publish`;
    const first = await post(url, forwarder, { version: 1 }, key);
    const again = await post(url, forwarder, { version: 1 }, key);

    expect(first.statusCode).toBe(404);
    expect(again.statusCode).toBe(404);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('gives the key up after a 5xx, so a retry with it does the work', async () => {
    const key = randomUUID();
    // The database refuses this order as an outage would: the request fails with a 500.
    await db().execute(
      sql.raw(
        "alter table orders add constraint refuse_for_test check (cargo_name <> 'Плитка сбой') not valid",
      ),
    );
    try {
      const failed = await createNamed('Плитка сбой', key);
      expect(failed.statusCode).toBe(500);
      expect(await keyRows(key)).toHaveLength(0);
    } finally {
      await db().execute(sql.raw('alter table orders drop constraint refuse_for_test'));
    }

    const retried = await createNamed('Плитка сбой', key);
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersNamed('Плитка сбой')).toBe(1);
  });

  it('treats a key older than 24 hours as new, and the sweep deletes it', async () => {
    const old = randomUUID();
    const fresh = randomUUID();
    expect((await createNamed('Плитка вчера', old)).statusCode).toBe(201);
    expect((await createNamed('Плитка сегодня', fresh)).statusCode).toBe(201);
    await age(old, '25 hours');

    const reused = await createNamed('Плитка завтра', old);
    expect(reused.statusCode).toBe(201);
    expect(reused.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await ordersNamed('Плитка завтра')).toBe(1);

    await age(old, '25 hours');
    expect(await deleteExpiredKeys(db())).toBeGreaterThanOrEqual(1);
    expect(await keyRows(old)).toHaveLength(0);
    expect(await keyRows(fresh)).toHaveLength(1);
  });

  it('ignores a key on the sign-in and session calls, which keep nothing', async () => {
    const key = randomUUID();
    const signIn = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { login: forwarder.user.email, password: 'Secret-pass1' },
      });
    const [first, second] = [await signIn(), await signIn()];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(second.json().refreshToken).not.toBe(first.json().refreshToken);
    expect(await keyRows(key)).toHaveLength(0);
  });

  it('declares the key and its refusals on every write of the OpenAPI document but the exempt', () => {
    const document = ctx.app.swagger() as unknown as OpenApiDocument;
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(writes.length).toBeGreaterThan(60);
    const takesKey = ({ parameters = [], responses = {} }: OpenApiOperation) =>
      parameters.some(
        (parameter) =>
          parameter.in === 'header' && parameter.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER,
      ) &&
      '409' in responses &&
      '422' in responses;
    const exempt = writes.filter(({ operation }) => !takesKey(operation)).map(({ name }) => name);
    // Sign-in and session calls answer credentials or change nothing on a repeat; the two
    // questions asked by POST change nothing at all (docs/decisions/031).
    expect(exempt.sort()).toEqual(
      [
        'POST /api/auth/login',
        'POST /api/expeditors/login',
        'POST /api/driver-companies/login',
        'POST /api/cb/login',
        'POST /api/auth/refresh',
        'POST /api/auth/logout',
        'POST /api/passwords/validate-otp',
        'POST /api/company-drivers/iin-check',
        'POST /api/documents/verify',
      ].sort(),
    );
  });
});
