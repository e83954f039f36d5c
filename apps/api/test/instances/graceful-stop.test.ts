import { Role } from '@freight/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { createAccount } from '../auth-helpers.js';
import { signedInSocket } from '../realtime-client.js';
import { openSharedDatabase, processEnv, startApiProcess, type ApiProcess } from './api-process.js';
import { httpCall } from './http-call.js';

/**
 * SIGTERM, as a deploy or a scale-down sends it: the requests in flight complete, the sockets
 * are asked to reconnect elsewhere, and the process exits 0 (issue 29).
 */
describe('an API instance stopped with SIGTERM (postgres)', () => {
  let database: DatabaseHandle;
  let databaseUrl: string;
  let disposeDatabase: (() => Promise<void>) | undefined;
  let instance: ApiProcess | undefined;

  beforeAll(async () => {
    const shared = await openSharedDatabase();
    database = shared.database;
    disposeDatabase = shared.dispose;
    databaseUrl = shared.databaseUrl;
    instance = await startApiProcess('stopping', processEnv(databaseUrl));
  }, 120_000);

  afterAll(async () => {
    await instance?.stop();
    await disposeDatabase?.();
  }, 60_000);

  it('completes the requests in flight at the signal, closes sockets to reconnect and exits 0', async () => {
    if (!instance) throw new Error('the instance did not start');
    const base = `http://127.0.0.1:${instance.port}`;
    const account = await createAccount(database.db, Role.FORWARDER);
    const login = await httpCall(base, '/api/auth/login', {
      method: 'POST',
      json: { login: account.login, password: account.password },
    });
    const { accessToken } = login.json() as { accessToken: string };
    const socket = await signedInSocket(`ws://127.0.0.1:${instance.port}/api/ws`, accessToken);

    // The orders table locked by another transaction: a list request waits in flight.
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table orders in access exclusive mode');
      const inFlight = httpCall(base, '/api/orders', { token: accessToken });
      await expect
        .poll(async () => {
          const { rows } = await locker.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_locks where relation = 'orders'::regclass
              and not granted`,
          );
          return rows[0]?.waiting;
        })
        .toBeGreaterThan(0);

      instance.child.kill('SIGTERM');
      // The socket is told to reconnect elsewhere at once; the request is still waiting.
      expect(await socket.closed).toBe(1012);
      expect(instance.child.exitCode).toBeNull();

      await locker.query('commit');
      const answered = await inFlight;
      expect(answered.status).toBe(200);
      expect(await instance.exited).toBe('0');
      expect(instance.output()).toContain('stopped');
    } finally {
      await locker.end();
    }
  }, 60_000);
});
