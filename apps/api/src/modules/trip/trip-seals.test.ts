import { GeneratedProblemCode, NotificationType, Role, type OrderDetail } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { insertOrderFile } from '../../../test/order-file-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { getOrderDetail, orderWithSignedContract } from '../../../test/trip-factory.js';
import { departedOrder, noticeParams, tripStep } from '../../../test/trip-steps.js';

describe(`seals (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let cb: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    cb = await newPlatformAccount(ctx.app, Role.CB);
  });
  afterAll(() => ctx.close());

  const sendPaymentOffered = (detail: OrderDetail) =>
    detail.actions.some((action) => action.action === 'SEND_PAYMENT' && action.allowed);

  it('opens a problem for the CB on a mismatch, and payment waits for its decision', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    await departedOrder(ctx.app, carrier.account, order.id, 'KZ 0001234');

    const unloading = await tripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      sealNumber: 'KZ 0009999',
    });
    expect(unloading.status).toBe('UNLOADING');
    expect(unloading.seal).toEqual({
      loadingNumber: 'KZ 0001234',
      unloadingNumber: 'KZ 0009999',
      mismatch: true,
    });

    const flagged = await getOrderDetail(ctx.app, forwarder, order.id);
    // Stored as a code and the two numbers, worded in each reader's language by the web.
    expect(flagged.openProblem).toMatchObject({
      description: '',
      generated: {
        code: GeneratedProblemCode.SEAL_MISMATCH,
        params: { loadingNumber: 'KZ 0001234', unloadingNumber: 'KZ 0009999' },
      },
    });
    expect(flagged.openProblem?.reportedBy.id).toBe(carrier.account.user.id);
    expect(unloading.version).toBe(flagged.version);

    const expected = {
      orderNumber: order.number,
      loadingNumber: 'KZ 0001234',
      unloadingNumber: 'KZ 0009999',
    };
    for (const account of [cb, forwarder, carrier.account]) {
      expect(await noticeParams(ctx.app, account, NotificationType.SEAL_MISMATCH)).toEqual([
        expected,
      ]);
    }
    const audit = await ctx.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'trip.seal_mismatch')));
    expect(audit).toEqual([
      {
        action: 'trip.seal_mismatch',
        before: { sealNumber: 'KZ 0001234' },
        after: { problemId: flagged.openProblem?.id, sealNumber: 'KZ 0009999' },
      },
    ]);

    // Delivered, with a receipt attached: payment is still not offered while the CB decides.
    await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'INVOICE',
      uploader: carrier.account,
    });
    await tripStep(ctx.app, carrier.account, order.id, 'depart-unloading');
    await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'PAYMENT_RECEIPT',
      uploader: forwarder,
      side: 'FORWARDER',
    });
    const blocked = await getOrderDetail(ctx.app, forwarder, order.id);
    expect(blocked.status).toBe('DELIVERED');
    expect(sendPaymentOffered(blocked)).toBe(false);

    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/problems/${flagged.openProblem?.id}/decision`,
      headers: cb.headers,
      payload: { comment: 'Пломба заменена на таможне, акт приложен' },
    });
    expect(decided.statusCode).toBe(200);
    expect(sendPaymentOffered(await getOrderDetail(ctx.app, forwarder, order.id))).toBe(true);
  });

  it('opens nothing when the seal found is the same, however it is written', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    await departedOrder(ctx.app, carrier.account, order.id, 'AB-1234 x');
    const unloading = await tripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      sealNumber: 'ab 1234X',
    });
    expect(unloading.seal.mismatch).toBe(false);
    expect((await getOrderDetail(ctx.app, forwarder, order.id)).openProblem).toBeNull();
  });
});
