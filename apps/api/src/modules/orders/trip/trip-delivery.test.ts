import { NotificationType, Role, type DocumentPage, type TripView } from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema.js';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  type SignedInAccount,
} from '../../../../test/company-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract } from '../../../../test/trip-factory.js';
import {
  deliveredOrder,
  noticeParams,
  postTripStep,
  readTrip,
} from '../../../../test/trip-steps.js';
import { readPdfText, withoutWhitespace } from '../../documents/pdf/read-pdf.js';

describe(`delivery confirmation (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const confirm = (account: SignedInAccount, orderId: string, payload: object) =>
    postTripStep(ctx.app, account, orderId, 'confirm-delivery', payload);

  it('is refused before delivery and to the carrier side', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const early = await confirm(forwarder, order.id, { version: order.version });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    const byCarrier = await confirm(carrier.account, order.id, { version: order.version });
    expect(byCarrier.statusCode).toBe(403);
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    expect((await confirm(cb, order.id, { version: order.version })).statusCode).toBe(403);
    const outsider = await newCompanyOwner(ctx.app, 'FORWARDER');
    expect((await confirm(outsider, order.id, { version: order.version })).statusCode).toBe(404);
  });

  it('records the receipt with a reservation once and issues the confirmed note', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const delivered = await deliveredOrder(ctx.app, carrier.account, order.id);
    const note = delivered.consignmentNote!;
    const employee = await newCompanyStaff(ctx.app, forwarder.company!);

    const response = await confirm(employee, order.id, {
      version: delivered.version,
      reservation: '  Две коробки с помятыми углами  ',
    });
    expect(response.statusCode).toBe(200);
    const view = response.json<TripView>();
    expect(view.status).toBe('DELIVERED');
    expect(view.version).toBeGreaterThan(delivered.version);
    expect(view.delivery).toMatchObject({
      confirmedBy: { id: employee.user.id },
      reservation: 'Две коробки с помятыми углами',
    });
    const confirmed = view.consignmentNote!;
    expect(confirmed).toMatchObject({ kind: 'CONFIRMED_CONSIGNMENT_NOTE', state: 'ISSUED' });
    expect(confirmed.sha256).not.toBe(note.sha256);

    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${confirmed.id}/file`,
      headers: carrier.account.headers,
    });
    const text = withoutWhitespace((await readPdfText(new Uint8Array(file.rawPayload))).join('\n'));
    expect(text).toContain(withoutWhitespace('Груз получен'));
    expect(text).toContain(withoutWhitespace('Оговорка получателя: Две коробки с помятыми углами'));
    expect(text).toContain(withoutWhitespace('Пломба № KZ 0001234'));

    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents?orderNumber=${order.number}`,
      headers: carrier.account.headers,
    });
    expect(page.json<DocumentPage>().items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['CONSIGNMENT_NOTE', 'CONFIRMED_CONSIGNMENT_NOTE']),
    );

    const twice = await confirm(forwarder, order.id, { version: view.version });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DELIVERY_ALREADY_CONFIRMED');

    expect(
      await noticeParams(ctx.app, carrier.account, NotificationType.DELIVERY_CONFIRMED),
    ).toEqual([{ orderNumber: order.number, reservation: 'Две коробки с помятыми углами' }]);
    const audit = await ctx.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'trip.delivery_confirmed')));
    expect(audit).toEqual([
      {
        after: {
          reservation: 'Две коробки с помятыми углами',
          documentSha256: confirmed.sha256,
        },
      },
    ]);
    expect((await readTrip(ctx.app, forwarder, order.id)).delivery?.reservation).toBe(
      'Две коробки с помятыми углами',
    );
  });
});
