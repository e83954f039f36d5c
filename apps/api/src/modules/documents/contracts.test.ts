import {
  NotificationType,
  Role,
  type ContractView,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatures, mailOutbox, notifications, orders } from '../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import {
  orderWithSelectedCarrier,
  withFleet,
  type CarrierWithFleet,
} from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

describe(`contracts (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let employeeWithoutSignature: SignedInAccount;
  let carrier: CarrierWithFleet;
  let signingLogistician: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let otherCarrier: SignedInAccount;
  let cb: SignedInAccount;
  let admin: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    employeeWithoutSignature = await newCompanyStaff(ctx.app, forwarder.company!);
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    signingLogistician = await newCompanyStaff(ctx.app, carrier.account.company!, {
      canSign: true,
    });
    otherForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    otherCarrier = await newCompanyOwner(ctx.app, 'CARRIER');
    cb = await newPlatformAccount(ctx.app, Role.CB);
    admin = await newPlatformAccount(ctx.app, Role.ADMIN);
  });
  afterAll(() => ctx.close());

  const selectedOrder = () => orderWithSelectedCarrier(ctx.app, forwarder, carrier);

  const generate = (
    account: SignedInAccount,
    order: { id: string; version: number },
    languages = 'kz+ru',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/contract`,
      headers: account.headers,
      payload: { version: order.version, languages },
    });
  const sign = (account: SignedInAccount, orderId: string, version: number, sha256: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/contract/sign`,
      headers: { ...account.headers, 'user-agent': 'contract-test' },
      payload: { version, documentSha256: sha256 },
    });
  const decline = (account: SignedInAccount, orderId: string, version: number, reason: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/contract/decline`,
      headers: account.headers,
      payload: { version, reason },
    });
  const getContract = (account: SignedInAccount, orderId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/contract`,
      headers: account.headers,
    });
  const getOrder = async (orderId: string) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${orderId}`,
        headers: forwarder.headers,
      })
    ).json<OrderDetail>();
  const download = (account: SignedInAccount, documentId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}/file?download=1`,
      headers: account.headers,
    });

  /** An order in CONTRACT_SIGNING with its first contract version. */
  async function orderWithContract(): Promise<{ order: OrderDetail; contract: ContractView }> {
    const selected = await selectedOrder();
    const generated = await generate(forwarder, selected);
    expect(generated.statusCode).toBe(201);
    return { order: await getOrder(selected.id), contract: generated.json<ContractView>() };
  }

  it('generates the contract as a stored PDF whose SHA-256 is recorded, and waits for signatures', async () => {
    const order = await selectedOrder();
    const response = await generate(forwarder, order);
    expect(response.statusCode).toBe(201);
    const contract = response.json<ContractView>();
    expect(contract.current).toMatchObject({
      kind: 'CONTRACT',
      versionNo: 1,
      state: 'SIGNING',
      languages: 'kz+ru',
      orderNumber: order.number,
      signatures: [],
      carrierCompany: { id: carrier.account.company!.id },
    });
    expect((await getOrder(order.id)).status).toBe('CONTRACT_SIGNING');

    const file = await download(forwarder, contract.current!.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const bytes = file.rawPayload;
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(contract.current!.sha256);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
  });

  it('lets an employee of the forwarder generate, in the language chosen', async () => {
    const order = await selectedOrder();
    const response = await generate(employeeWithoutSignature, order, 'zh');
    expect(response.statusCode).toBe(201);
    expect(response.json<ContractView>().current?.languages).toBe('zh');
  });

  it('refuses generation to the carrier side, to other companies and before a carrier is chosen', async () => {
    const order = await selectedOrder();
    expect((await generate(carrier.account, order)).statusCode).toBe(403);
    expect((await generate(otherForwarder, order)).statusCode).toBe(404);
    expect((await generate(cb, order)).statusCode).toBe(403);
    const stale = await generate(forwarder, { id: order.id, version: order.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
  });

  it('keeps the old version, superseded, when the forwarder regenerates before any signature', async () => {
    const { order, contract } = await orderWithContract();
    const again = await generate(forwarder, order, 'ru');
    expect(again.statusCode).toBe(201);
    const view = again.json<ContractView>();
    expect(view.current).toMatchObject({ versionNo: 2, state: 'SIGNING', languages: 'ru' });
    expect(view.versions.map((version) => [version.versionNo, version.state])).toEqual([
      [2, 'SIGNING'],
      [1, 'SUPERSEDED'],
    ]);
    expect(view.current!.sha256).not.toBe(contract.current!.sha256);
  });

  it('freezes the contract after the first signature: regenerating is refused', async () => {
    const { order, contract } = await orderWithContract();
    expect(
      (await sign(forwarder, order.id, order.version, contract.current!.sha256)).statusCode,
    ).toBe(200);
    const refused = await generate(forwarder, order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONTRACT_FROZEN' });
  });

  it('refuses a signature from an employee without the signature permission, and says why', async () => {
    const { order, contract } = await orderWithContract();
    const refused = await sign(
      employeeWithoutSignature,
      order.id,
      order.version,
      contract.current!.sha256,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SIGNATURE_PERMISSION_REQUIRED' });
    const view = await getOrder(order.id);
    expect(view.actions.find((action) => action.action === 'SIGN_CONTRACT')).toMatchObject({
      allowed: true,
    });
  });

  it('refuses a signature on a hash that is not the current version', async () => {
    const { order, contract } = await orderWithContract();
    const regenerated = (await generate(forwarder, order)).json<ContractView>();
    const current = await getOrder(order.id);
    const stale = await sign(forwarder, order.id, current.version, contract.current!.sha256);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONTRACT_CHANGED' });
    const rows = await ctx.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, order.id));
    expect(rows).toHaveLength(0);
    expect(regenerated.current!.versionNo).toBe(2);
  });

  it('moves the order to CONTRACT_SIGNED when both sides signed, with a signed copy of one more page', async () => {
    const { order, contract } = await orderWithContract();
    const sha256 = contract.current!.sha256;
    const first = await sign(forwarder, order.id, order.version, sha256);
    expect(first.statusCode).toBe(200);
    expect((await getOrder(order.id)).status).toBe('CONTRACT_SIGNING');
    expect((await sign(forwarder, order.id, order.version, sha256)).json()).toMatchObject({
      code: 'CONTRACT_ALREADY_SIGNED',
    });

    const second = await sign(signingLogistician, order.id, order.version, sha256);
    expect(second.statusCode).toBe(200);
    const view = second.json<ContractView>();
    expect(view.current).toMatchObject({ state: 'SIGNED' });
    expect(view.current!.signatures.map((signature) => signature.side).sort()).toEqual([
      'CARRIER',
      'FORWARDER',
    ]);
    const carrierSignature = view.current!.signatures.find((s) => s.side === 'CARRIER');
    expect(carrierSignature).toMatchObject({
      companyName: carrier.account.company!.name,
      companyBin: carrier.account.company!.bin,
      userAgent: 'contract-test',
      documentSha256: sha256,
    });
    expect(carrierSignature?.ip).toBeTruthy();
    expect(view.signedCopy).toMatchObject({ kind: 'SIGNED_CONTRACT', state: 'SIGNED' });
    expect((await getOrder(order.id)).status).toBe('CONTRACT_SIGNED');

    const original = await PDFDocument.load(
      (await download(forwarder, contract.current!.id)).rawPayload,
    );
    const copyBytes = (await download(signingLogistician, view.signedCopy!.id)).rawPayload;
    const copy = await PDFDocument.load(copyBytes);
    expect(copy.getPageCount()).toBe(original.getPageCount() + 1);
    expect(createHash('sha256').update(copyBytes).digest('hex')).toBe(view.signedCopy!.sha256);
  });

  it('takes two simultaneous signatures of the two sides in turn: signed exactly once, two rows', async () => {
    const { order, contract } = await orderWithContract();
    const sha256 = contract.current!.sha256;
    const [a, b] = await Promise.all([
      sign(forwarder, order.id, order.version, sha256),
      sign(carrier.account, order.id, order.version, sha256),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await ctx.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.orderId, order.id));
    expect(rows).toHaveLength(2);
    const [row] = await ctx.database.db
      .select({ status: orders.status, version: orders.version })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ status: 'CONTRACT_SIGNED', version: order.version + 1 });
    const history = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}/history`,
        headers: forwarder.headers,
      })
    ).json<OrderHistoryEntry[]>();
    expect(history.filter((entry) => entry.action === 'contract.completed')).toHaveLength(1);
    expect(history.filter((entry) => entry.action === 'contract.signed')).toHaveLength(2);
  });

  it('sends the order back to CARRIER_SELECTED when a side declines with a reason, and tells the other', async () => {
    const { order, contract } = await orderWithContract();
    const empty = await decline(carrier.account, order.id, order.version, '  ');
    expect(empty.statusCode).toBe(400);
    const declined = await decline(carrier.account, order.id, order.version, 'Цена не та');
    expect(declined.statusCode).toBe(200);
    const view = declined.json<ContractView>();
    expect(view.current).toBeNull();
    expect(view.versions[0]).toMatchObject({
      id: contract.current!.id,
      state: 'DECLINED',
      declineReason: 'Цена не та',
    });
    expect((await getOrder(order.id)).status).toBe('CARRIER_SELECTED');
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, forwarder.user.id),
          eq(notifications.type, NotificationType.CONTRACT_DECLINED),
        ),
      );
    expect(notices.at(-1)?.params).toMatchObject({
      orderNumber: order.number,
      reason: 'Цена не та',
    });
    // The forwarder may generate a new version from there.
    expect((await generate(forwarder, await getOrder(order.id))).statusCode).toBe(201);
  });

  it('tells the carrier of a new contract in the bell and by e-mail', async () => {
    const { order } = await orderWithContract();
    const notices = await ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, carrier.account.user.id),
          eq(notifications.type, NotificationType.CONTRACT_GENERATED),
        ),
      );
    expect(notices.some((notice) => notice.params.orderNumber === order.number)).toBe(true);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, carrier.account.user.email));
    expect(mails.some((mail) => mail.subject.includes(order.number))).toBe(true);
  });

  it('shows the contract, its signatures and its file to nobody outside the order: 404', async () => {
    const { order, contract } = await orderWithContract();
    const documentId = contract.current!.id;
    for (const outsider of [otherForwarder, otherCarrier]) {
      expect((await getContract(outsider, order.id)).statusCode).toBe(404);
      expect((await download(outsider, documentId)).statusCode).toBe(404);
      expect(
        (await sign(outsider, order.id, order.version, contract.current!.sha256)).statusCode,
      ).toBe(404);
    }
    expect((await getContract(admin, order.id)).statusCode).toBe(403);
    expect((await getContract(cb, order.id)).statusCode).toBe(200);
    expect((await download(carrier.account, documentId)).statusCode).toBe(200);
  });

  it('lists the documents of the caller’s company only, with filters; the CB sees every company’s', async () => {
    const { order, contract } = await orderWithContract();
    const list = (account: SignedInAccount, query = '') =>
      ctx.app.inject({ method: 'GET', url: `/api/documents?${query}`, headers: account.headers });
    const own = await list(forwarder, `orderNumber=${order.number}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ total: 1, items: [{ id: contract.current!.id }] });
    expect(
      (await list(carrier.account, `orderNumber=${order.number}&kind=CONTRACT`)).json(),
    ).toMatchObject({
      total: 1,
    });
    expect((await list(otherForwarder, `orderNumber=${order.number}`)).json()).toMatchObject({
      total: 0,
      items: [],
    });
    expect((await list(cb, `orderNumber=${order.number}&state=SIGNING`)).json()).toMatchObject({
      total: 1,
    });
    expect(
      (await list(forwarder, `orderNumber=${order.number}&state=SIGNED`)).json(),
    ).toMatchObject({
      total: 0,
    });
    expect((await list(forwarder, 'kind=NOPE')).statusCode).toBe(400);
  });

  describe('public verification', () => {
    const verifyHash = (sha256: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/documents/verify', payload: { sha256 } });
    const verifyFile = (bytes: Buffer) => {
      const boundary = '----verify-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contract.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/documents/verify',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };

    it('recognises the signed copy by its bytes and names the order and both signers, and nothing for a modified copy', async () => {
      const { order, contract } = await orderWithContract();
      const sha256 = contract.current!.sha256;
      await sign(forwarder, order.id, order.version, sha256);
      const signed = (
        await sign(carrier.account, order.id, order.version, sha256)
      ).json<ContractView>();
      const bytes = (await download(forwarder, signed.signedCopy!.id)).rawPayload;

      const matched = await verifyFile(bytes);
      expect(matched.statusCode).toBe(200);
      expect(matched.json()).toMatchObject({
        matched: true,
        document: {
          kind: 'SIGNED_CONTRACT',
          orderNumber: order.number,
          isSignedCopy: true,
          state: 'SIGNED',
        },
      });
      const signers = matched.json<{ document: { signatures: { companyName: string }[] } }>()
        .document.signatures;
      expect(signers.map((signer) => signer.companyName).sort()).toEqual(
        [forwarder.company!.name, carrier.account.company!.name].sort(),
      );
      expect(JSON.stringify(matched.json())).not.toContain(carrier.account.company!.bin);

      const modified = Buffer.from(bytes);
      modified[modified.length - 10] = (modified[modified.length - 10]! + 1) % 256;
      expect((await verifyFile(modified)).json()).toEqual({
        matched: false,
        sha256: createHash('sha256').update(modified).digest('hex'),
        document: null,
      });
    });

    it('answers a typed hash, and refuses one that is not a SHA-256', async () => {
      const { contract } = await orderWithContract();
      expect((await verifyHash(contract.current!.sha256.toUpperCase())).json()).toMatchObject({
        matched: true,
        document: { kind: 'CONTRACT', state: 'SIGNING', isSignedCopy: false, signatures: [] },
      });
      expect((await verifyHash('abc')).statusCode).toBe(400);
      expect((await verifyHash('0'.repeat(64))).json()).toMatchObject({ matched: false });
    });

    it('is rate-limited per address with the spec’s text', async () => {
      const fromOneAddress = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/documents/verify',
          remoteAddress: '192.0.2.77',
          payload: { sha256: '1'.repeat(64) },
        });
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await fromOneAddress()).statusCode).toBe(200);
      }
      const limited = await fromOneAddress();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many attempts. Please try again later.',
      });
      // Another address is not held back by this one.
      expect((await verifyHash('1'.repeat(64))).statusCode).toBe(200);
    });
  });
});
