import { RealtimeMessageType, Role, type OrderDetail } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { mailOutbox } from '../../src/db/schema.js';
import { createAccount, type TestAccount } from '../auth-helpers.js';
import { insertDriver, insertVehicle, orderForm } from '../order-factory.js';
import { signedInSocket } from '../realtime-client.js';
import { startSmtpInbox, type SmtpInbox } from '../smtp-inbox.js';
import { openIsolatedDatabase } from '../test-app.js';
import { multipartForm, SAMPLE_PDF } from '../uploads.js';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

/**
 * Two real API processes on one PostgreSQL database behind a proxy that alternates between
 * them (this file runs in the api-postgres project only). What one process does, the other
 * sees: sockets, files, jobs. The processes run from source (tsx): `npm test` runs the unit
 * tests before anything is built, and the bundle is the same code.
 */
describe('two API instances behind a round-robin proxy (postgres)', () => {
  let database: DatabaseHandle;
  let disposeDatabase: () => Promise<void>;
  let inboxes: Record<'A' | 'B', SmtpInbox>;
  let instances: Record<'A' | 'B', ApiProcess>;
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    const isolated = await openIsolatedDatabase();
    database = isolated.database;
    disposeDatabase = isolated.dispose;
    if (!isolated.databaseUrl) throw new Error('the two-instance test needs PostgreSQL');
    // Each process delivers to an SMTP sink of its own: a held delivery names its sender.
    inboxes = { A: await startSmtpInbox(), B: await startSmtpInbox() };
    const common = {
      DATABASE_URL: isolated.databaseUrl,
      JWT_SECRET: 'two-instances-secret-that-is-long-enough',
      SEED_DEMO: '0',
      FILE_STORE: 'postgres',
      MAIL_SEND_TIMEOUT_SECONDS: '4',
      MAIL_RETRY_DELAY_SECONDS: '1',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      JOB_POLLING_INTERVAL_SECONDS: '1',
    };
    const [a, b] = await Promise.all([
      startApiProcess('A', { ...common, SMTP_URL: inboxes.A.url }),
      startApiProcess('B', { ...common, SMTP_URL: inboxes.B.url }),
    ]);
    instances = { A: a, B: b };
    proxy = await startRoundRobinProxy([
      { name: 'A', port: a.port },
      { name: 'B', port: b.port },
    ]);
  }, 120_000);

  afterAll(async () => {
    await proxy.close();
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    await Promise.all(Object.values(inboxes).map((inbox) => inbox.close()));
    await disposeDatabase();
  }, 60_000);

  /** One request through the proxy; answers the status, the body and who served it. */
  async function call(
    path: string,
    init: { method?: string; token?: string; json?: unknown; body?: Buffer; headers?: object } = {},
  ) {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${proxy.url}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body:
        init.json !== undefined
          ? JSON.stringify(init.json)
          : init.body && new Uint8Array(init.body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      bytes,
      json: (): unknown => JSON.parse(bytes.toString()),
    };
  }

  /** Makes sure the next request goes to `name` (a harmless health check moves the turn on). */
  async function nextGoesTo(name: 'A' | 'B') {
    if (proxy.next().name !== name) await call('/api/health');
    expect(proxy.next().name).toBe(name);
  }

  async function signIn(account: TestAccount): Promise<string> {
    const response = await call('/api/auth/login', {
      method: 'POST',
      json: { login: account.login, password: account.password },
    });
    expect(response.status).toBe(200);
    return (response.json() as { accessToken: string }).accessToken;
  }

  /** The fleet factories only need a database; this is the one both processes share. */
  const asApp = () => ({ database }) as unknown as App;

  it('pushes a notification created through one instance to a socket held by the other', async () => {
    const forwarder = await createAccount(database.db, Role.FORWARDER);
    const carrier = await createAccount(database.db, Role.DRIVER_COMPANY);
    const carrierCompanyId = carrier.company?.id ?? '';
    const [driver, vehicle] = await Promise.all([
      insertDriver(asApp(), carrierCompanyId),
      insertVehicle(asApp(), carrierCompanyId),
    ]);
    const [forwarderToken, carrierToken] = [await signIn(forwarder), await signIn(carrier)];
    const created = await call('/api/orders', {
      method: 'POST',
      token: forwarderToken,
      json: orderForm(),
    });
    expect(created.status).toBe(201);
    const order = created.json() as OrderDetail;

    await nextGoesTo('A');
    const socket = await signedInSocket(
      `${proxy.url.replace('http', 'ws')}/api/ws`,
      forwarderToken,
    );
    expect(proxy.next().name).toBe('B');
    const responded = await call(`/api/orders/${order.id}/responses`, {
      method: 'POST',
      token: carrierToken,
      json: {
        driverId: driver.id,
        vehicleId: vehicle.id,
        price: 430_000,
        currency: 'KZT',
        comment: 'Машина свободна',
      },
    });
    expect(responded).toMatchObject({ status: 201, servedBy: 'B' });
    await expect
      .poll(() => socket.messages.map((message) => message.type))
      .toContain(RealtimeMessageType.NOTIFICATIONS);
    socket.socket.close();
  });

  it('downloads through one instance the file uploaded through the other', async () => {
    const cb = await createAccount(database.db, Role.CB);
    const cbToken = await signIn(cb);
    const form = multipartForm(
      { kind: 'CHARTER' },
      { filename: 'устав.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
    );
    await nextGoesTo('A');
    const uploaded = await call('/api/registration/documents', {
      method: 'POST',
      body: form.payload,
      headers: form.headers,
    });
    expect(uploaded).toMatchObject({ status: 201, servedBy: 'A' });
    const { id } = uploaded.json() as { id: string };

    const downloaded = await call(`/api/files/${id}`, { token: cbToken });
    expect(downloaded).toMatchObject({ status: 200, servedBy: 'B' });
    expect(downloaded.bytes.equals(SAMPLE_PDF)).toBe(true);
  });

  const deliveriesTo = (address: string) =>
    [...inboxes.A.messages, ...inboxes.B.messages].filter((mail) => mail.to.includes(address));

  const sentAtOf = async (address: string) => {
    const [row] = await database.db
      .select({ sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, address));
    return row?.sentAt ?? null;
  };

  const requestRecoveryCode = (address: string) =>
    call(`/api/passwords/send-otp-email-expeditor?email=${encodeURIComponent(address)}`, {
      method: 'POST',
    });

  it('sends each queued mail exactly once while both instances take jobs', async () => {
    const accounts = await Promise.all(
      [1, 2, 3, 4].map(() => createAccount(database.db, Role.FORWARDER)),
    );
    for (const account of accounts) {
      expect((await requestRecoveryCode(account.login)).status).toBe(200);
    }
    for (const account of accounts) {
      await expect.poll(() => sentAtOf(account.login), { timeout: 20_000 }).not.toBeNull();
    }
    for (const account of accounts) expect(deliveriesTo(account.login)).toHaveLength(1);
  });

  it('resumes on the other instance a mail job whose process was killed mid-send', async () => {
    const account = await createAccount(database.db, Role.FORWARDER);
    const held = Promise.race([
      inboxes.A.holdNext().then(() => 'A' as const),
      inboxes.B.holdNext().then(() => 'B' as const),
    ]);
    expect((await requestRecoveryCode(account.login)).status).toBe(200);
    const victim = await held;
    const survivor = victim === 'A' ? 'B' : 'A';
    inboxes[survivor].stopHolding();

    instances[victim].child.kill('SIGKILL');
    expect(await instances[victim].exited).toBe('SIGKILL');

    // Once the attempt times out, the survivor's queue retries it: the mail arrives, once.
    const mail = await inboxes[survivor].waitFor(account.login, 30_000);
    expect(mail.subject).toContain('Password recovery code');
    await expect.poll(() => sentAtOf(account.login), { timeout: 10_000 }).not.toBeNull();
    expect(deliveriesTo(account.login)).toHaveLength(1);
  });
});
