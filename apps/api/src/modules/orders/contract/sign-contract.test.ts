import { Role, type ContractView } from '@freight/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatures, orderDocuments, orders } from '../../../db/schema.js';
import type { AuthUser } from '../../../platform/auth/access-token.js';
import type { FileStore } from '../../../platform/files/file-store.js';
import type { ServiceDeps } from '../../../platform/service-deps.js';
import { newCompanyOwner, type SignedInAccount } from '../../../../test/company-factory.js';
import {
  orderWithSelectedCarrier,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { signContract } from './sign-contract.js';

/**
 * The signed copy is rendered before the order's row lock is taken (issue 37): the lock is
 * held only for the writes. PGlite serves one connection, so a second transaction cannot hold
 * the lock while the service runs; the test instead records, in one timeline, every statement
 * the query builder sends and every file the store receives, and reads the order from it.
 */
describe(`signing a contract outside the order's lock (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let timeline: string[] = [];
  const meta = { ip: '127.0.0.1', userAgent: 'lock-test', verifyUrlBase: 'http://test/verify' };

  beforeAll(async () => {
    ctx = await createTestApp({}, { onQuery: (statement) => timeline.push(statement.trim()) });
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const actorOf = (account: SignedInAccount, role: Role): AuthUser => ({
    id: account.user.id,
    role,
    companyId: account.company?.id ?? null,
    underReview: false,
  });

  /** The app's store, telling the timeline of each file put into it. */
  const recordingFiles = (): FileStore => ({
    put: async (source) => {
      const key = await ctx.app.files.put(source);
      timeline.push('file stored');
      return key;
    },
    open: (key) => ctx.app.files.open(key),
    remove: (key) => ctx.app.files.remove(key),
  });

  const depsWith = (db: ServiceDeps['db']): ServiceDeps => ({
    db,
    files: recordingFiles(),
    mailer: ctx.app.mailer,
    jobs: ctx.app.jobs,
    log: { error: () => {} },
  });

  /** An order whose contract waits for both signatures, at the version the signers read. */
  async function contractToSign() {
    const order = await orderWithSelectedCarrier(ctx.app, forwarder, carrier);
    const generated = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/contract`,
      headers: forwarder.headers,
      payload: { version: order.version, languages: 'kz+ru' },
    });
    const sha256 = generated.json<ContractView>().current!.sha256;
    const [row] = await ctx.database.db
      .select({ version: orders.version })
      .from(orders)
      .where(eq(orders.id, order.id));
    return { orderId: order.id, version: row!.version, sha256 };
  }

  const documentsOf = async (orderId: string) =>
    (
      await ctx.database.db
        .select({ kind: orderDocuments.kind })
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
    ).map((row) => row.kind);

  it('renders and stores the signed copy before the transaction locks the order', async () => {
    const { orderId, version, sha256 } = await contractToSign();
    const first = await signContract(
      depsWith(ctx.database.db),
      actorOf(forwarder, Role.FORWARDER),
      orderId,
      { version, documentSha256: sha256 },
      meta,
    );
    expect(first.current?.state).toBe('SIGNING');

    timeline = [];
    const view = await signContract(
      depsWith(ctx.database.db),
      actorOf(carrier.account, Role.DRIVER_COMPANY),
      orderId,
      { version, documentSha256: sha256 },
      meta,
    );
    expect(view.signedCopy).toMatchObject({ kind: 'SIGNED_CONTRACT', state: 'SIGNED' });
    const stored = timeline.indexOf('file stored');
    const locked = timeline.findIndex((statement) => /for update/.test(statement));
    expect(stored).toBeGreaterThan(-1);
    expect(locked).toBeGreaterThan(stored);
    // While the lock is held, only the writes: no file goes to the store.
    expect(timeline.slice(locked)).not.toContain('file stored');
  });

  it('renders again when the other side signed between the rendering and the lock', async () => {
    const { orderId, version, sha256 } = await contractToSign();
    // The forwarder's signature prepares nothing (it does not complete the contract); just
    // before its transaction, the carrier signs, so the forwarder's completes after all.
    const db = ctx.database.db;
    let carrierSigns: (() => Promise<unknown>) | null = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/contract/sign`,
        headers: carrier.account.headers,
        payload: { version, documentSha256: sha256 },
      });
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
        return async (...args: Parameters<typeof db.transaction>) => {
          const before = carrierSigns;
          carrierSigns = null;
          if (before)
            expect((await before()) as { statusCode: number }).toMatchObject({
              statusCode: 200,
            });
          return target.transaction(...args);
        };
      },
    });
    timeline = [];
    const view = await signContract(
      depsWith(racing),
      actorOf(forwarder, Role.FORWARDER),
      orderId,
      { version, documentSha256: sha256 },
      meta,
    );
    expect(view.signedCopy).toMatchObject({ kind: 'SIGNED_CONTRACT', state: 'SIGNED' });
    expect(timeline.filter((entry) => entry === 'file stored')).toHaveLength(1);
    const signatures = await db
      .select({ side: contractSignatures.side })
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, orderId));
    expect(signatures.map((row) => row.side).sort()).toEqual(['CARRIER', 'FORWARDER']);
    expect((await documentsOf(orderId)).sort()).toEqual(['CONTRACT', 'SIGNED_CONTRACT']);
    const [row] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    expect(row?.status).toBe('CONTRACT_SIGNED');
  });
});
