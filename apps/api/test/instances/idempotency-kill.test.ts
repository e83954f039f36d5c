import { ErrorCode, Role, type OrderDetail } from '@freight/shared';
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { orderResponses, orders } from '../../src/db/schema.js';
import { createAccount, type TestAccount } from '../auth-helpers.js';
import { insertDriver, insertVehicle, orderForm } from '../order-factory.js';
import { openSharedDatabase, processEnv, startApiProcess, type ApiProcess } from './api-process.js';

/**
 * One API process under concurrent creates, each with its own Idempotency-Key, is killed
 * with SIGKILL mid-stream; a new process on the same database gets every request that had no
 * answer again, with its key. Each intended order and response exists exactly once, and an
 * answered request sent again gets its first answer (PostgreSQL only: two processes).
 */
const ORDERS = 36;
const RESPONSES = 12;
/** The kill comes once this many answers arrived: most requests are still on their way. */
const ANSWERS_BEFORE_KILL = 8;

interface Intent {
  key: string;
  path: string;
  token: string;
  body: unknown;
  /** Counts the rows this create made, by its marker. */
  rows: () => Promise<number>;
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a process killed mid-stream, and the retries with their keys (postgres)', () => {
  let database: DatabaseHandle;
  let disposeDatabase: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    const shared = await openSharedDatabase();
    database = shared.database;
    disposeDatabase = shared.dispose;
    env = processEnv(shared.databaseUrl, {
      FILE_STORE: 'postgres',
      WRITE_RATE_LIMIT_MAX: '100000',
      // A claim of the killed process is taken over 2 s after it was made, not 60 s.
      IDEMPOTENCY_CLAIM_TIMEOUT_SECONDS: '2',
      LOG_LEVEL: 'info',
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.stop()));
    await disposeDatabase?.();
  }, 60_000);

  async function start(name: string): Promise<ApiProcess> {
    const instance = await startApiProcess(name, env);
    running.push(instance);
    return instance;
  }

  async function send(instance: ApiProcess, intent: Intent): Promise<Answer> {
    const response = await fetch(`http://127.0.0.1:${instance.port}${intent.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${intent.token}`,
        'content-type': 'application/json',
        'idempotency-key': intent.key,
      },
      body: JSON.stringify(intent.body),
    });
    return {
      status: response.status,
      body: await response.text(),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  }

  /** Sends until the answer is final, waiting out `409 IDEMPOTENCY_KEY_IN_USE` as told. */
  async function settle(instance: ApiProcess, intent: Intent): Promise<Answer> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await send(instance, intent);
      const inUse =
        answer.status === 409 &&
        (JSON.parse(answer.body) as { code: string }).code === ErrorCode.IDEMPOTENCY_KEY_IN_USE;
      if (!inUse || Date.now() > deadline) return answer;
      await sleep(1_000);
    }
  }

  async function signIn(instance: ApiProcess, account: TestAccount): Promise<string> {
    const response = await fetch(`http://127.0.0.1:${instance.port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: account.login, password: account.password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { accessToken: string }).accessToken;
  }

  it('makes every intended order and response exactly once', async () => {
    const forwarder = await createAccount(database.db, Role.FORWARDER);
    const carrier = await createAccount(database.db, Role.DRIVER_COMPANY);
    const asApp = { database } as unknown as App;
    const [driver, vehicle] = await Promise.all([
      insertDriver(asApp, carrier.user.companyId ?? ''),
      insertVehicle(asApp, carrier.user.companyId ?? ''),
    ]);
    const first = await start('first');
    const [forwarderToken, carrierToken] = [
      await signIn(first, forwarder),
      await signIn(first, carrier),
    ];
    // The orders to respond to exist before the stream.
    const targets: OrderDetail[] = [];
    for (let index = 0; index < RESPONSES; index += 1) {
      const created = await send(first, {
        key: randomUUID(),
        path: '/api/orders',
        token: forwarderToken,
        body: orderForm(),
        rows: () => Promise.resolve(0),
      });
      expect(created.status).toBe(201);
      targets.push(JSON.parse(created.body) as OrderDetail);
    }

    const run = randomUUID().slice(0, 8);
    const intents: Intent[] = [
      ...Array.from({ length: ORDERS }, (_, index): Intent => {
        const cargoName = `Груз ${run}-${index}`;
        return {
          key: randomUUID(),
          path: '/api/orders',
          token: forwarderToken,
          body: orderForm({ cargoName }),
          rows: async () =>
            (await database.db.select().from(orders).where(eq(orders.cargoName, cargoName))).length,
        };
      }),
      ...targets.map((order): Intent => ({
        key: randomUUID(),
        path: `/api/orders/${order.id}/responses`,
        token: carrierToken,
        body: { driverId: driver.id, vehicleId: vehicle.id, price: 410_000, currency: 'KZT' },
        rows: async () =>
          (
            await database.db
              .select()
              .from(orderResponses)
              .where(eq(orderResponses.orderId, order.id))
          ).length,
      })),
    ];

    // Everything at once; the process dies after the first few answers.
    const answers = new Map<Intent, Answer>();
    let killed = false;
    const stream = intents.map(async (intent) => {
      try {
        const answer = await send(first, intent);
        if (!killed) answers.set(intent, answer);
        if (answers.size >= ANSWERS_BEFORE_KILL && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      } catch {
        // No answer: the connection died with the process.
      }
    });
    await Promise.all(stream);
    expect(await first.exited).toBe('SIGKILL');
    const unanswered = intents.filter((intent) => !answers.has(intent));
    expect(answers.size).toBeGreaterThanOrEqual(ANSWERS_BEFORE_KILL);
    expect(unanswered.length).toBeGreaterThan(0);

    const second = await start('second');
    const retried = await Promise.all(unanswered.map((intent) => settle(second, intent)));
    for (const answer of retried) {
      const code =
        answer.status === 201 ? null : (JSON.parse(answer.body) as { code: string }).code;
      // Done now (or replayed), or done by the dead process whose answer died with it.
      expect([null, ErrorCode.IDEMPOTENCY_ANSWER_LOST], answer.body).toContain(code);
    }

    for (const intent of intents) expect(await intent.rows(), intent.path).toBe(1);
    const cargoNames = intents.map((intent) => (intent.body as { cargoName?: string }).cargoName);
    const made = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.cargoName,
          cargoNames.filter((name) => name !== undefined),
        ),
      );
    expect(made).toHaveLength(ORDERS);

    // An acknowledged request sent again with its key gets its first answer from the new process.
    for (const [intent, answer] of answers) {
      const again = await send(second, intent);
      expect(again.status).toBe(answer.status);
      expect(again.body).toBe(answer.body);
      expect(again.replayed).toBe(true);
    }
  }, 90_000);
});
