import { Role, TripStep, type OrderDetail, type TripView } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { insertOrderFile } from '../../../../test/order-file-factory.js';
import {
  createOrder,
  respond,
  withFleet,
  type CarrierWithFleet,
} from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract } from '../../../../test/trip-factory.js';

describe(`GET /api/orders/:id/trip (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;
  let loser: CarrierWithFleet;
  let order: OrderDetail;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    loser = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    order = await orderWithSignedContract(ctx.app, forwarder, carrier);
  });
  afterAll(() => ctx.close());

  const getTrip = (account: SignedInAccount, orderId = order.id) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/trip`,
      headers: account.headers,
    });

  it('shows the signed contract as the first step and the planned dates of the others', async () => {
    const response = await getTrip(forwarder);
    expect(response.statusCode).toBe(200);
    const view = response.json<TripView>();
    expect(view).toMatchObject({
      orderId: order.id,
      status: 'CONTRACT_SIGNED',
      version: order.version,
      files: [],
      seal: {
        loadingNumber: null,
        unloadingNumber: null,
        mismatch: false,
        awaitingDecision: false,
      },
      delivery: null,
      payment: null,
      ratings: { ofCarrier: null, ofForwarder: null, ratingOpenUntil: null },
      consignmentNote: null,
    });
    expect(view.steps.map((step) => step.step)).toEqual(Object.values(TripStep));
    const [signed, ...rest] = view.steps;
    expect(signed).toMatchObject({ step: 'CONTRACT_SIGNED', plannedDate: null, corrections: [] });
    expect(signed?.actualAt).toEqual(expect.any(String));
    expect(signed?.recordedBy?.id).toBe(carrier.account.user.id);
    expect(rest.map((step) => [step.step, step.plannedDate, step.actualAt])).toEqual([
      ['LOADING_STARTED', '2026-03-02', null],
      ['LOADING_DEPARTED', '2026-03-02', null],
      ['UNLOADING_STARTED', '2026-03-05', null],
      ['DELIVERED', '2026-03-05', null],
      ['PAYMENT_SENT', null, null],
      ['COMPLETED', null, null],
    ]);
  });

  it('lists the order files with their uploader, reviewer and reason', async () => {
    const other = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const photo = await insertOrderFile(ctx.app, {
      orderId: other.id,
      type: 'CARGO_PHOTO',
      uploader: carrier.account,
      status: 'REJECTED',
      reviewer: forwarder,
      rejectionReason: 'Не видно груз',
    });
    const view = (await getTrip(carrier.account, other.id)).json<TripView>();
    expect(view.files).toEqual([
      expect.objectContaining({
        id: photo.id,
        type: 'CARGO_PHOTO',
        status: 'REJECTED',
        side: 'CARRIER',
        uploadedBy: {
          id: carrier.account.user.id,
          name: `${carrier.account.user.lastName} ${carrier.account.user.firstName}`,
        },
        reviewedBy: expect.objectContaining({ id: forwarder.user.id }),
        rejectionReason: 'Не видно груз',
        file: expect.objectContaining({ contentType: 'image/jpeg' }),
      }),
    ]);
  });

  it("is read by both sides' staff and the platform, and by no one else (404)", async () => {
    const logistician = await newCompanyStaff(ctx.app, carrier.account.company!);
    const employee = await newCompanyStaff(ctx.app, forwarder.company!);
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    const moderator = await newPlatformAccount(ctx.app, Role.MODERATOR);
    for (const reader of [carrier.account, logistician, employee, cb, moderator]) {
      expect((await getTrip(reader)).statusCode).toBe(200);
    }

    const otherForwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const otherCarrier = await newCompanyOwner(ctx.app, 'CARRIER');
    for (const outsider of [otherForwarder, otherCarrier]) {
      const response = await getTrip(outsider);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 to a carrier that responded and was not chosen', async () => {
    const created = await createOrder(ctx.app, forwarder);
    await respond(ctx.app, loser, created.id);
    const chosen = await respond(ctx.app, carrier, created.id);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${created.id}/responses/${chosen.id}/accept`,
      headers: forwarder.headers,
      payload: { version: created.version },
    });
    expect(accepted.statusCode).toBe(200);

    expect((await getTrip(loser.account, created.id)).statusCode).toBe(404);
    expect((await getTrip(carrier.account, created.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await getTrip(forwarder, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getTrip(forwarder, 'not-an-id')).statusCode).toBe(400);
  });
});
