import {
  GeneratedProblemCode,
  NotificationType,
  Role,
  type OrderDetail,
  type TripView,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderProblems } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { insertOrderFile } from '../../../../test/order-file-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { getOrderDetail, orderWithSignedContract } from '../../../../test/trip-factory.js';
import {
  departedOrder,
  noticeParams,
  postTripStep,
  readTrip,
  tripStep,
} from '../../../../test/trip-steps.js';

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

  /** A seal photo the carrier side attaches at unloading, after the departure was recorded. */
  const unloadingSealPhoto = (orderId: string) =>
    insertOrderFile(ctx.app, { orderId, type: 'SEAL_PHOTO', uploader: carrier.account });

  const problemsOf = (orderId: string) =>
    ctx.database.db
      .select({ id: orderProblems.id, status: orderProblems.status })
      .from(orderProblems)
      .where(eq(orderProblems.orderId, orderId));

  it('refuses a mistyped seal without telling the number at loading, and records nothing', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const departed = await departedOrder(ctx.app, carrier.account, order.id, 'KZ 0001234');

    const refused = await postTripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      version: departed.version,
      sealNumber: 'KZ 0001243',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SEAL_RECHECK' });
    expect(refused.body).not.toContain('0001234');

    const unchanged = await readTrip(ctx.app, carrier.account, order.id);
    expect(unchanged.status).toBe('IN_TRANSIT');
    expect(unchanged.version).toBe(departed.version);
    expect(unchanged.seal.unloadingNumber).toBeNull();
    expect(await problemsOf(order.id)).toEqual([]);

    // Typed again after checking the seal: the same number passes, with no case for the CB.
    const retyped = await tripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      sealNumber: 'KZ 0001234',
    });
    expect(retyped.status).toBe('UNLOADING');
    expect(retyped.seal.mismatch).toBe(false);
    expect(await problemsOf(order.id)).toEqual([]);
  });

  it('opens the CB case for a re-checked mismatch only with a seal photo taken since departure', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const departed = await departedOrder(ctx.app, carrier.account, order.id, 'KZ 0001234');
    const recheck = (extra: object) =>
      postTripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
        version: departed.version,
        sealNumber: 'KZ 0009999',
        sealRechecked: true,
        ...extra,
      });

    const withoutPhoto = await recheck({});
    expect(withoutPhoto.statusCode).toBe(409);
    expect(withoutPhoto.json()).toMatchObject({ code: 'SEAL_PHOTO_REQUIRED' });

    // The photo attached before departure shows the seal put on, not the one found.
    const [loadingPhoto] = (await readTrip(ctx.app, carrier.account, order.id)).files.filter(
      (file) => file.type === 'SEAL_PHOTO',
    );
    const oldPhoto = await recheck({ sealPhotoId: loadingPhoto?.id });
    expect(oldPhoto.json()).toMatchObject({ code: 'SEAL_PHOTO_REQUIRED' });

    const cargoPhoto = await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'CARGO_PHOTO',
      uploader: carrier.account,
    });
    const notASealPhoto = await recheck({ sealPhotoId: cargoPhoto.id });
    expect(notASealPhoto.json()).toMatchObject({ code: 'SEAL_PHOTO_REQUIRED' });

    const unchanged = await readTrip(ctx.app, carrier.account, order.id);
    expect(unchanged.status).toBe('IN_TRANSIT');
    expect(unchanged.version).toBe(departed.version);
    expect(await problemsOf(order.id)).toEqual([]);

    const photo = await unloadingSealPhoto(order.id);
    const sent = await recheck({ sealPhotoId: photo.id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<TripView>().status).toBe('UNLOADING');
    expect(await problemsOf(order.id)).toEqual([{ id: expect.any(String), status: 'OPEN' }]);
  });

  it('answers a retried refusal from its Idempotency-Key and takes the re-check under a new one', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const departed = await departedOrder(ctx.app, carrier.account, order.id, 'KZ 0001234');
    const send = (key: string, extra: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/trip/start-unloading`,
        headers: { ...carrier.account.headers, 'idempotency-key': key },
        payload: { version: departed.version, sealNumber: 'KZ 0009999', ...extra },
      });

    const first = await send('seal-first', {});
    const retried = await send('seal-first', {});
    expect(retried.statusCode).toBe(409);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(first.json());

    const photo = await unloadingSealPhoto(order.id);
    const rechecked = await send('seal-second', { sealRechecked: true, sealPhotoId: photo.id });
    expect(rechecked.statusCode).toBe(200);
    expect(await problemsOf(order.id)).toHaveLength(1);
  });

  it('opens a problem for the CB on a mismatch, and payment waits for its decision', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    await departedOrder(ctx.app, carrier.account, order.id, 'KZ 0001234');

    const photo = await unloadingSealPhoto(order.id);
    const unloading = await tripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      sealNumber: 'KZ 0009999',
      sealRechecked: true,
      sealPhotoId: photo.id,
    });
    expect(unloading.status).toBe('UNLOADING');
    expect(unloading.seal).toEqual({
      loadingNumber: 'KZ 0001234',
      unloadingNumber: 'KZ 0009999',
      mismatch: true,
      awaitingDecision: true,
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
      // The CB also holds the notices of the other tests' orders.
      const notices = await noticeParams(ctx.app, account, NotificationType.SEAL_MISMATCH);
      expect(notices.filter((params) => params.orderNumber === order.number)).toEqual([expected]);
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
    // The mismatch stays on record; the CB's decision no longer holds the payment.
    expect((await readTrip(ctx.app, forwarder, order.id)).seal).toMatchObject({
      mismatch: true,
      awaitingDecision: false,
    });
  });

  it('opens nothing when the seal found is the same, however it is written', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    await departedOrder(ctx.app, carrier.account, order.id, 'AB-1234 x');
    const unloading = await tripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      sealNumber: 'ab 1234X',
    });
    expect(unloading.seal).toMatchObject({ mismatch: false, awaitingDecision: false });
    expect((await getOrderDetail(ctx.app, forwarder, order.id)).openProblem).toBeNull();
  });
});
