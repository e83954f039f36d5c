import {
  NotificationType,
  Role,
  type OrderDetail,
  type OrderHistoryEntry,
  type TripView,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { insertDeparturePhotos, insertOrderFile } from '../../../../test/order-file-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract } from '../../../../test/trip-factory.js';
import { noticeParams, postTripStep, readTrip, tripStep } from '../../../../test/trip-steps.js';

describe(`trip steps (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    logistician = await newCompanyStaff(ctx.app, carrier.account.company!);
  });
  afterAll(() => ctx.close());

  const signedOrder = (): Promise<OrderDetail> =>
    orderWithSignedContract(ctx.app, forwarder, carrier);

  const stepTimes = (view: TripView) =>
    Object.fromEntries(view.steps.map((step) => [step.step, step.actualAt]));

  it('takes the order from CONTRACT_SIGNED to DELIVERED, step by step, by the logistician', async () => {
    const order = await signedOrder();
    const before = Date.now();

    const loading = await tripStep(ctx.app, logistician, order.id, 'start-loading');
    expect(loading.status).toBe('LOADING');
    expect(loading.version).toBeGreaterThan(order.version);
    const started = loading.steps.find((step) => step.step === 'LOADING_STARTED');
    expect(started?.recordedBy?.id).toBe(logistician.user.id);
    expect(new Date(started?.actualAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const refused = await postTripStep(ctx.app, logistician, order.id, 'depart-loading', {
      version: loading.version,
      sealNumber: 'AB 123',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARGO_PHOTOS_REQUIRED');

    // A rejected seal photo does not count.
    await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'CARGO_PHOTO',
      uploader: logistician,
    });
    await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'SEAL_PHOTO',
      uploader: logistician,
      status: 'REJECTED',
      reviewer: forwarder,
      rejectionReason: 'Не читается номер',
    });
    const stillRefused = await postTripStep(ctx.app, logistician, order.id, 'depart-loading', {
      version: loading.version,
      sealNumber: 'AB 123',
    });
    expect(stillRefused.json().code).toBe('CARGO_PHOTOS_REQUIRED');
    await insertOrderFile(ctx.app, {
      orderId: order.id,
      type: 'SEAL_PHOTO',
      uploader: logistician,
    });

    const departed = await tripStep(ctx.app, logistician, order.id, 'depart-loading', {
      sealNumber: 'AB 123',
    });
    expect(departed.status).toBe('IN_TRANSIT');
    expect(departed.seal).toEqual({
      loadingNumber: 'AB 123',
      unloadingNumber: null,
      mismatch: false,
      awaitingDecision: false,
    });
    expect(departed.consignmentNote).toMatchObject({
      kind: 'CONSIGNMENT_NOTE',
      state: 'ISSUED',
      orderNumber: order.number,
    });

    const unloading = await tripStep(ctx.app, logistician, order.id, 'start-unloading', {
      sealNumber: 'ab-123',
    });
    expect(unloading.status).toBe('UNLOADING');
    expect(unloading.seal).toEqual({
      loadingNumber: 'AB 123',
      unloadingNumber: 'ab-123',
      mismatch: false,
      awaitingDecision: false,
    });

    const noInvoice = await postTripStep(ctx.app, logistician, order.id, 'depart-unloading', {
      version: unloading.version,
    });
    expect(noInvoice.statusCode).toBe(409);
    expect(noInvoice.json().code).toBe('INVOICE_REQUIRED');
    await insertOrderFile(ctx.app, { orderId: order.id, type: 'INVOICE', uploader: logistician });

    const delivered = await tripStep(ctx.app, logistician, order.id, 'depart-unloading');
    expect(delivered.status).toBe('DELIVERED');
    const times = stepTimes(delivered);
    for (const step of ['LOADING_STARTED', 'LOADING_DEPARTED', 'UNLOADING_STARTED', 'DELIVERED']) {
      expect(times[step]).toEqual(expect.any(String));
    }
    expect(times.PAYMENT_SENT).toBeNull();

    const audit = await ctx.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, order.id));
    const actions = audit.map((row) => row.action);
    for (const action of [
      'trip.loading_started',
      'trip.loading_departed',
      'trip.unloading_started',
      'trip.delivered',
      'document.consignment_note_issued',
    ]) {
      expect(actions).toContain(action);
    }
    expect(audit.find((row) => row.action === 'trip.loading_departed')).toMatchObject({
      before: { status: 'LOADING' },
      after: { status: 'IN_TRANSIT', step: 'LOADING_DEPARTED', sealNumber: 'AB 123' },
    });

    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/history`,
      headers: logistician.headers,
    });
    expect(history.json<OrderHistoryEntry[]>()).toContainEqual(
      expect.objectContaining({
        action: 'trip.loading_departed',
        changes: expect.arrayContaining([
          { field: 'status', from: 'LOADING', to: 'IN_TRANSIT' },
          { field: 'sealNumber', from: null, to: 'AB 123' },
        ]),
      }),
    );

    const notices = await noticeParams(ctx.app, forwarder, NotificationType.TRIP_STEP_RECORDED);
    expect(notices).toEqual(
      expect.arrayContaining([
        { orderNumber: order.number, step: 'LOADING_STARTED' },
        { orderNumber: order.number, step: 'DELIVERED' },
      ]),
    );
  });

  it('lets only the selected carrier side act; the CB and the forwarder read only', async () => {
    const order = await signedOrder();
    const employee = await newCompanyStaff(ctx.app, forwarder.company!);
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    for (const account of [forwarder, employee, cb]) {
      const response = await postTripStep(ctx.app, account, order.id, 'start-loading', {
        version: order.version,
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await readTrip(ctx.app, cb, order.id)).status).toBe('CONTRACT_SIGNED');

    const otherCarrier = await newCompanyOwner(ctx.app, 'CARRIER');
    const outsider = await postTripStep(ctx.app, otherCarrier, order.id, 'start-loading', {
      version: order.version,
    });
    expect(outsider.statusCode).toBe(404);

    const outOfOrder = await postTripStep(ctx.app, carrier.account, order.id, 'start-unloading', {
      version: order.version,
      sealNumber: 'X1',
    });
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');

    const stale = await postTripStep(ctx.app, carrier.account, order.id, 'start-loading', {
      version: order.version - 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');

    expect((await readTrip(ctx.app, forwarder, order.id)).status).toBe('CONTRACT_SIGNED');
  });

  it('requires a seal number at departure from loading', async () => {
    const order = await signedOrder();
    const loading = await tripStep(ctx.app, carrier.account, order.id, 'start-loading');
    await insertDeparturePhotos(ctx.app, order.id, carrier.account);
    const response = await postTripStep(ctx.app, carrier.account, order.id, 'depart-loading', {
      version: loading.version,
      sealNumber: '   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ sealNumber: 'validation.sealNumber' });
    expect((await readTrip(ctx.app, carrier.account, order.id)).status).toBe('LOADING');
  });

  it('refuses an actual time in the future or before the previous step, takes one between', async () => {
    const order = await signedOrder();
    const future = await postTripStep(ctx.app, carrier.account, order.id, 'start-loading', {
      version: order.version,
      actualAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(409);
    expect(future.json().code).toBe('TRIP_TIME_IN_FUTURE');

    // Before the contract was signed.
    const early = await postTripStep(ctx.app, carrier.account, order.id, 'start-loading', {
      version: order.version,
      actualAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('TRIP_TIME_BEFORE_PREVIOUS');

    const startedAt = new Date(Date.now() - 1000);
    const signed = await readTrip(ctx.app, carrier.account, order.id);
    const signedAt = new Date(signed.steps[0]?.actualAt ?? 0);
    const actualAt = new Date(Math.max(startedAt.getTime(), signedAt.getTime())).toISOString();
    const loading = await tripStep(ctx.app, carrier.account, order.id, 'start-loading', {
      actualAt,
    });
    expect(stepTimes(loading).LOADING_STARTED).toBe(actualAt);

    await insertDeparturePhotos(ctx.app, order.id, carrier.account);
    const beforeLoading = await postTripStep(ctx.app, carrier.account, order.id, 'depart-loading', {
      version: loading.version,
      sealNumber: 'S-1',
      actualAt: new Date(new Date(actualAt).getTime() - 1).toISOString(),
    });
    expect(beforeLoading.statusCode).toBe(409);
    expect(beforeLoading.json().code).toBe('TRIP_TIME_BEFORE_PREVIOUS');
    expect((await readTrip(ctx.app, carrier.account, order.id)).consignmentNote).toBeNull();
  });

  it('lets exactly one of two simultaneous START_LOADING calls win', async () => {
    const order = await signedOrder();
    const responses = await Promise.all(
      [carrier.account, logistician].map((account) =>
        postTripStep(ctx.app, account, order.id, 'start-loading', { version: order.version }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const view = await readTrip(ctx.app, forwarder, order.id);
    expect(view.status).toBe('LOADING');
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'trip.loading_started')));
    expect(audit).toHaveLength(1);
  });
});
