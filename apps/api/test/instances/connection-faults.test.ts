import { RealtimeMessageType, Role, type Conversation } from '@freight/shared';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createAccount, type TestAccount } from '../auth-helpers.js';
import { orderForm } from '../order-factory.js';
import { signedInSocket } from '../realtime-client.js';
import { openSharedDatabase, processEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { httpCall, type HttpCallResult } from './http-call.js';
import { startTcpRelay } from './tcp-relay.js';

/**
 * Two real API processes on one PostgreSQL database lose every connection to it, three times,
 * while they serve a mixed load (`pg_terminate_backend`: what a failover, a restart or a
 * proxy's timeout does to them). Neither exits, every failed request is answered 503, reads
 * work again within 2 s, live events and revocations cross instances again (issue 29).
 */
const CUTS = 3;
const CONCURRENT_CLIENTS = 6;
/** A request unanswered after this long counts as a hang. */
const HANG_MS = 10_000;
const RECOVERY_MS = 2_000;

type Name = 'A' | 'B';
type Kind = 'list' | 'create' | 'chat';
interface Outcome {
  kind: Kind;
  instance: Name;
  startedAt: number;
  endedAt: number;
  status: number | 'error';
  retryAfter: string | null;
  error?: string;
}

describe('two API instances losing their database connections (postgres)', () => {
  let database: DatabaseHandle;
  let disposeDatabase: (() => Promise<void>) | undefined;
  let databaseName: string;
  let databaseUrl: string;
  let admin: pg.Client | undefined;
  const instances = {} as Record<Name, ApiProcess>;
  const running: ApiProcess[] = [];
  const url = (name: Name) => `http://127.0.0.1:${instances[name].port}`;

  beforeAll(async () => {
    const shared = await openSharedDatabase();
    database = shared.database;
    disposeDatabase = shared.dispose;
    databaseUrl = shared.databaseUrl;
    databaseName = new URL(databaseUrl).pathname.slice(1);
    // The cuts come from a connection to another database, which they leave alone.
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const common = processEnv(databaseUrl, {
      DATABASE_POOL_SIZE: '4',
      FILE_STORE: 'postgres',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      JOB_POLLING_INTERVAL_SECONDS: '1',
      WRITE_RATE_LIMIT_MAX: '100000',
    });
    const starts = await Promise.allSettled([
      startApiProcess('A', common),
      startApiProcess('B', common),
    ]);
    for (const start of starts) if (start.status === 'fulfilled') running.push(start.value);
    for (const [index, start] of starts.entries()) {
      if (start.status === 'rejected') throw start.reason;
      instances[index === 0 ? 'A' : 'B'] = start.value;
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(running.map((instance) => instance.stop()));
    await admin?.end();
    await disposeDatabase?.();
  }, 60_000);

  const call = (name: Name, path: string, init: Parameters<typeof httpCall>[2] = {}) =>
    httpCall(url(name), path, { timeoutMs: HANG_MS, ...init });

  /** Retries a request while it is answered 503, as a client told `Retry-After` would. */
  async function callThrough503(
    name: Name,
    path: string,
    init: Parameters<typeof httpCall>[2] = {},
  ): Promise<HttpCallResult> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await call(name, path, init);
      if (response.status !== 503 || attempt >= 20) return response;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async function signIn(name: Name, account: TestAccount) {
    const response = await callThrough503(name, '/api/auth/login', {
      method: 'POST',
      json: { login: account.login, password: account.password },
    });
    expect(response.status).toBe(200);
    return response.json() as { accessToken: string; refreshToken: string };
  }

  /** Ends every connection of both instances to the test's database. */
  async function cutEveryConnection(): Promise<number> {
    if (!admin) throw new Error('no admin connection');
    const { rows } = await admin.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName],
    );
    return rows.filter((row) => row.terminated).length;
  }

  const healthOf = async (name: Name) =>
    ((await call(name, '/api/health')).json() as { status: string }).status;

  it('keeps both processes up through three cuts, answering 503 and recovering within 2 s', async () => {
    const forwarder = await createAccount(database.db, Role.FORWARDER);
    const employee = await createAccount(database.db, Role.EMPLOYEE, {
      company: forwarder.company ?? undefined,
    });
    const tokens = { A: (await signIn('A', forwarder)).accessToken };
    const conversation = (
      await callThrough503('A', '/api/chat/direct', {
        method: 'POST',
        token: tokens.A,
        json: { userId: employee.user.id },
      })
    ).json() as Conversation;

    const requestOf: Record<Kind, () => { path: string; init: Parameters<typeof httpCall>[2] }> = {
      list: () => ({ path: '/api/orders', init: { token: tokens.A } }),
      create: () => ({
        path: '/api/orders',
        init: { method: 'POST', token: tokens.A, json: orderForm() },
      }),
      chat: () => ({
        path: `/api/chat/conversations/${conversation.id}/messages`,
        init: {
          method: 'POST',
          token: tokens.A,
          json: { clientId: randomUUID(), text: 'Груз на месте?' },
        },
      }),
    };
    const kinds: Kind[] = ['list', 'list', 'create', 'chat'];
    const outcomes: Outcome[] = [];
    let loading = true;
    const client = async (clientNumber: number) => {
      for (let turn = clientNumber; loading; turn += 1) {
        const kind = kinds[turn % kinds.length] ?? 'list';
        const instance: Name = turn % 2 === 0 ? 'A' : 'B';
        const { path, init } = requestOf[kind]();
        const startedAt = Date.now();
        try {
          const response = await call(instance, path, init);
          outcomes.push({
            kind,
            instance,
            startedAt,
            endedAt: Date.now(),
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
          });
        } catch (error) {
          outcomes.push({
            kind,
            instance,
            startedAt,
            endedAt: Date.now(),
            status: 'error',
            retryAfter: null,
            error: String(error),
          });
        }
        // A bounded load: a short pause per client between requests.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const clients = Array.from({ length: CONCURRENT_CLIENTS }, (_, number) => client(number));

    const cutTimes: number[] = [];
    for (let cut = 0; cut < CUTS; cut += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      cutTimes.push(Date.now());
      expect(await cutEveryConnection()).toBeGreaterThan(0);
    }
    // The last cut, then a sign-out on A while B's listening connection may still be away.
    // Another account: a sign-out ends every session of its account, the load's included.
    const session = await signIn('A', await createAccount(database.db, Role.FORWARDER));
    const accountOnB = () =>
      callThrough503('B', '/api/auth/account', { token: session.accessToken });
    expect((await accountOnB()).status).toBe(200);
    cutTimes.push(Date.now());
    await cutEveryConnection();
    const loggedOut = await callThrough503('A', '/api/auth/logout', {
      method: 'POST',
      json: { refreshToken: session.refreshToken },
    });
    expect(loggedOut.status).toBe(200);
    expect((await accountOnB()).status).toBe(401);

    await new Promise((resolve) => setTimeout(resolve, 2_500));
    loading = false;
    await Promise.all(clients);

    // No process exited, and none said why it would have.
    for (const name of ['A', 'B'] as const) {
      expect(instances[name].child.exitCode, instances[name].output()).toBeNull();
      expect(instances[name].child.signalCode).toBeNull();
      expect(instances[name].output()).not.toContain("Unhandled 'error' event");
    }
    // Every request was answered, with success or 503 and Retry-After: never a 500, never a hang.
    const unanswered = outcomes.filter((outcome) => outcome.status === 'error');
    expect(unanswered).toEqual([]);
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].filter((status) => ![200, 201, 503].includes(status as number))).toEqual(
      [],
    );
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.every((outcome) => outcome.retryAfter === '1')).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status !== 503).length).toBeGreaterThan(50);
    // After each cut, each instance answered a list again within 2 s.
    for (const cutAt of cutTimes.slice(0, CUTS)) {
      for (const instance of ['A', 'B'] as const) {
        const recovered = outcomes.find(
          (outcome) =>
            outcome.kind === 'list' &&
            outcome.instance === instance &&
            outcome.startedAt > cutAt &&
            outcome.status === 200,
        );
        expect(recovered, `${instance} after the cut at ${cutAt}`).toBeDefined();
        expect((recovered?.endedAt ?? Infinity) - cutAt).toBeLessThanOrEqual(RECOVERY_MS);
      }
    }

    // Both report ok again, once the connection that carries live events listens again.
    for (const name of ['A', 'B'] as const) {
      await expect.poll(() => healthOf(name), { timeout: 10_000 }).toBe('ok');
    }
    // A chat message sent through A reaches the employee's socket on B.
    const employeeToken = (await signIn('B', employee)).accessToken;
    const socket = await signedInSocket(`ws://127.0.0.1:${instances.B.port}/api/ws`, employeeToken);
    const sent = await call('A', `/api/chat/conversations/${conversation.id}/messages`, {
      method: 'POST',
      token: tokens.A,
      json: { clientId: randomUUID(), text: 'После обрыва' },
    });
    expect(sent.status).toBe(201);
    await expect
      .poll(() =>
        socket.messages.some(
          (message) =>
            message.type === RealtimeMessageType.CHAT_MESSAGE &&
            JSON.stringify(message).includes('После обрыва'),
        ),
      )
      .toBe(true);
    socket.socket.close();
  }, 120_000);

  it('reports degraded and answers 503 while the database is unreachable, ok once it is back', async () => {
    // A third instance reaches PostgreSQL through a relay the test takes away: a network outage.
    const target = new URL(process.env.DATABASE_URL ?? '');
    const relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const throughRelay = new URL(databaseUrl);
    throughRelay.hostname = '127.0.0.1';
    throughRelay.port = String(relay.port);
    const instance = await startApiProcess('C', processEnv(throughRelay.toString()));
    running.push(instance);
    const base = `http://127.0.0.1:${instance.port}`;
    const health = () => httpCall(base, '/api/health', { timeoutMs: HANG_MS });
    try {
      const account = await createAccount(database.db, Role.FORWARDER);
      const login = await httpCall(base, '/api/auth/login', {
        method: 'POST',
        json: { login: account.login, password: account.password },
      });
      const { accessToken } = login.json() as { accessToken: string };
      const list = () => httpCall(base, '/api/orders', { token: accessToken, timeoutMs: HANG_MS });
      expect((await health()).status).toBe(200);

      await relay.cut();
      await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
      expect((await health()).json()).toEqual({ status: 'degraded', db: 'postgres' });
      const refused = await list();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(refused.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });

      await relay.restore();
      await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200);
      expect((await list()).status).toBe(200);
      expect(instance.child.exitCode, instance.output()).toBeNull();
    } finally {
      await instance.stop();
      await relay.close();
    }
  }, 90_000);
});
