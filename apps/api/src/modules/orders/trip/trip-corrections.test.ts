import type { TripView } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.js';
import { newCompanyOwner, type SignedInAccount } from '../../../../test/company-factory.js';
import { insertDeparturePhotos } from '../../../../test/order-file-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract } from '../../../../test/trip-factory.js';
import { tripStep } from '../../../../test/trip-steps.js';

describe(`trip time corrections (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const correct = (account: SignedInAccount, orderId: string, step: string, payload: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/trip/steps/${step}`,
      headers: account.headers,
      payload,
    });

  const stepOf = (view: TripView, step: string) => view.steps.find((s) => s.step === step);

  it('corrects a recorded time within its bounds and keeps the history', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const loading = await tripStep(ctx.app, carrier.account, order.id, 'start-loading');
    const signedAt = stepOf(loading, 'CONTRACT_SIGNED')!.actualAt!;
    const recordedAt = stepOf(loading, 'LOADING_STARTED')!.actualAt!;

    const refusals: [string, object, number, string][] = [
      [
        'LOADING_STARTED',
        { actualAt: new Date(Date.now() + 60_000).toISOString() },
        409,
        'TRIP_TIME_IN_FUTURE',
      ],
      [
        'LOADING_STARTED',
        { actualAt: new Date(new Date(signedAt).getTime() - 1).toISOString() },
        409,
        'TRIP_TIME_BEFORE_PREVIOUS',
      ],
      ['LOADING_DEPARTED', { actualAt: signedAt }, 409, 'TRIP_STEP_NOT_RECORDED'],
      ['CONTRACT_SIGNED', { actualAt: signedAt }, 409, 'TRIP_STEP_NOT_RECORDED'],
      ['SOMETHING', { actualAt: signedAt }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [step, body, status, code] of refusals) {
      const response = await correct(carrier.account, order.id, step, {
        version: loading.version,
        ...body,
      });
      expect(response.statusCode, `${step} ${code}`).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const byForwarder = await correct(forwarder, order.id, 'LOADING_STARTED', {
      version: loading.version,
      actualAt: signedAt,
    });
    expect(byForwarder.statusCode).toBe(403);
    const outsider = await newCompanyOwner(ctx.app, 'CARRIER');
    const byOutsider = await correct(outsider, order.id, 'LOADING_STARTED', {
      version: loading.version,
      actualAt: signedAt,
    });
    expect(byOutsider.statusCode).toBe(404);
    const stale = await correct(carrier.account, order.id, 'LOADING_STARTED', {
      version: loading.version - 1,
      actualAt: signedAt,
    });
    expect(stale.json().code).toBe('VERSION_CONFLICT');

    const response = await correct(carrier.account, order.id, 'LOADING_STARTED', {
      version: loading.version,
      actualAt: signedAt,
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<TripView>();
    expect(view.status).toBe('LOADING');
    expect(view.version).toBeGreaterThan(loading.version);
    const corrected = stepOf(view, 'LOADING_STARTED')!;
    expect(corrected.actualAt).toBe(signedAt);
    expect(corrected.corrections).toEqual([
      {
        previousActualAt: recordedAt,
        correctedAt: expect.any(String),
        correctedBy: expect.objectContaining({ id: carrier.account.user.id }),
      },
    ]);

    const audit = await ctx.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'trip.time_corrected')));
    expect(audit).toEqual([
      {
        before: { step: 'LOADING_STARTED', actualAt: recordedAt },
        after: { step: 'LOADING_STARTED', actualAt: signedAt },
      },
    ]);
  });

  it('refuses a corrected time after the next step', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    await tripStep(ctx.app, carrier.account, order.id, 'start-loading');
    await insertDeparturePhotos(ctx.app, order.id, carrier.account);
    const departed = await tripStep(ctx.app, carrier.account, order.id, 'depart-loading', {
      sealNumber: 'S-77',
    });
    const departedAt = stepOf(departed, 'LOADING_DEPARTED')!.actualAt!;
    const response = await correct(carrier.account, order.id, 'LOADING_STARTED', {
      version: departed.version,
      actualAt: new Date(new Date(departedAt).getTime() + 1).toISOString(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TRIP_TIME_IN_FUTURE');

    // A corrected departure keeps its seal number.
    const ok = await correct(carrier.account, order.id, 'LOADING_DEPARTED', {
      version: departed.version,
      actualAt: stepOf(departed, 'LOADING_STARTED')!.actualAt!,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TripView>().seal.loadingNumber).toBe('S-77');
  });
});
