import {
  MAX_UPLOAD_BYTES,
  NotificationType,
  OrderStatus,
  type OrderFileView,
  type OrderHistoryEntry,
  type TripView,
} from '@freight/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, notifications, orderFiles } from '../../../db/schema.js';
import { type SignedInAccount } from '../../../../test/company-factory.js';
import { createOrder, respond, type CarrierWithFleet } from '../../../../test/order-factory.js';
import { PDF_FILE, PHOTO_FILE, settlementClient } from '../../../../test/settlement-client.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import { orderWithSignedContract, tripCast } from '../../../../test/trip-factory.js';
import { forceTripStatus } from '../../../../test/trip-state-factory.js';
import { pdfOfSize, SAMPLE_PDF, SAMPLE_TEXT } from '../../../../test/uploads.js';

describe(`order files (${testDriver})`, () => {
  let ctx: TestApp;
  let client: ReturnType<typeof settlementClient>;
  let forwarder: SignedInAccount;
  let employee: SignedInAccount;
  let carrier: CarrierWithFleet;
  let logistician: SignedInAccount;
  let otherForwarder: SignedInAccount;
  let otherCarrier: CarrierWithFleet;
  let cb: SignedInAccount;
  let orderId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    client = settlementClient(ctx.app);
    ({ forwarder, employee, carrier, logistician, otherForwarder, otherCarrier, cb } =
      await tripCast(ctx.app));
    orderId = (await orderWithSignedContract(ctx.app, forwarder, carrier)).id;
  });
  afterAll(() => ctx.close());

  const signedOrder = async () => (await orderWithSignedContract(ctx.app, forwarder, carrier)).id;

  describe('upload', () => {
    it('lets both sides attach files during the trip, each file pending on its side', async () => {
      const uploads = [
        { account: forwarder, type: 'OTHER', side: 'FORWARDER' },
        { account: employee, type: 'PAYMENT_RECEIPT', side: 'FORWARDER' },
        { account: carrier.account, type: 'CARGO_PHOTO', side: 'CARRIER' },
        { account: logistician, type: 'INVOICE', side: 'CARRIER' },
      ] as const;
      for (const { account, type, side } of uploads) {
        const response = await client.upload(account, orderId, type);
        expect(response.statusCode).toBe(201);
        const view = response.json<OrderFileView>();
        expect(view).toMatchObject({
          type,
          side,
          status: 'PENDING',
          uploadedBy: { id: account.user.id },
          reviewedBy: null,
          rejectionReason: null,
          version: 1,
          file: { kind: 'ORDER_FILE' },
        });
        const [stored] = await ctx.app.database.db
          .select()
          .from(files)
          .where(eq(files.id, view.file.id));
        expect(stored?.companyId).toBe(account.user.companyId);
      }
    });

    it('records the upload in the history and tells the other side', async () => {
      const order = await signedOrder();
      const view = (await client.upload(logistician, order, 'SEAL_PHOTO')).json<OrderFileView>();
      const history = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order}/history`,
        headers: forwarder.headers,
      });
      const entry = history
        .json<OrderHistoryEntry[]>()
        .find((item) => item.action === 'file.uploaded');
      expect(entry?.changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'fileType', to: 'SEAL_PHOTO' })]),
      );
      const bell = await ctx.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, forwarder.user.id),
            eq(notifications.type, NotificationType.ORDER_FILE_UPLOADED),
          ),
        );
      expect(bell.some((row) => row.link === `/view-request/${order}`)).toBe(true);
      expect(bell.at(-1)?.params).toMatchObject({ fileType: 'SEAL_PHOTO' });
      const carrierBell = await ctx.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, carrier.account.user.id),
            eq(notifications.type, NotificationType.ORDER_FILE_UPLOADED),
          ),
        );
      expect(carrierBell.filter((row) => row.link === `/view-request/${order}`)).toHaveLength(0);
      expect(view.type).toBe('SEAL_PHOTO');
    });

    it('refuses photos that are not images and files that are neither PDF nor image', async () => {
      const pdfAsPhoto = await client.upload(carrier.account, orderId, 'CARGO_PHOTO', PDF_FILE);
      expect(pdfAsPhoto.statusCode).toBe(415);
      expect(pdfAsPhoto.json()).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
      const textAsJpeg = await client.upload(carrier.account, orderId, 'SEAL_PHOTO', {
        filename: 'seal.jpg',
        contentType: 'image/jpeg',
        content: SAMPLE_TEXT,
      });
      expect(textAsJpeg.statusCode).toBe(415);
      const textAsPdf = await client.upload(forwarder, orderId, 'INVOICE', {
        filename: 'invoice.pdf',
        contentType: 'application/pdf',
        content: SAMPLE_TEXT,
      });
      expect(textAsPdf.statusCode).toBe(415);
      const imageInvoice = await client.upload(forwarder, orderId, 'INVOICE', PHOTO_FILE);
      expect(imageInvoice.statusCode).toBe(201);
    });

    it('refuses a file over 10 MB and takes one of exactly 10 MB', async () => {
      const tooLarge = await client.upload(forwarder, orderId, 'OTHER', {
        filename: 'big.pdf',
        contentType: 'application/pdf',
        content: pdfOfSize(MAX_UPLOAD_BYTES + 1),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
      const exact = await client.upload(forwarder, orderId, 'OTHER', {
        filename: 'exact.pdf',
        contentType: 'application/pdf',
        content: pdfOfSize(MAX_UPLOAD_BYTES),
      });
      expect(exact.statusCode).toBe(201);
    });

    it('refuses a missing or unknown type, the CONTRACT type and a missing file', async () => {
      for (const type of ['', 'CONTRACT', 'PASSPORT']) {
        const response = await client.upload(forwarder, orderId, type);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(response.json().fields.type).toBeDefined();
      }
      const noFile = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/files`,
        headers: forwarder.headers,
        payload: { type: 'OTHER' },
      });
      expect(noFile.statusCode).toBe(400);
    });

    it('keeps nothing of a refused upload', async () => {
      const before = await ctx.app.database.db.select({ id: files.id }).from(files);
      const foreign = await client.upload(otherForwarder, orderId, 'OTHER');
      expect(foreign.statusCode).toBe(404);
      const after = await ctx.app.database.db.select({ id: files.id }).from(files);
      expect(after).toHaveLength(before.length);
    });

    it('refuses staff, foreign companies and a carrier that only responded', async () => {
      const published = await createOrder(ctx.app, forwarder);
      await respond(ctx.app, otherCarrier, published.id);
      expect((await client.upload(cb, orderId, 'OTHER')).statusCode).toBe(403);
      expect((await client.upload(otherForwarder, orderId, 'OTHER')).statusCode).toBe(404);
      expect((await client.upload(otherCarrier.account, orderId, 'OTHER')).statusCode).toBe(404);
      const responder = await client.upload(otherCarrier.account, published.id, 'OTHER');
      expect(responder.statusCode).toBe(403);
      expect(responder.json()).toMatchObject({ code: 'ORDER_ACTION_FORBIDDEN_FOR_PARTY' });
    });

    it('refuses uploads before the contract is signed and after completion', async () => {
      const published = await createOrder(ctx.app, forwarder);
      const early = await client.upload(forwarder, published.id, 'OTHER');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED' });
      const completed = await signedOrder();
      await forceTripStatus(ctx.app, completed, OrderStatus.COMPLETED, carrier.account.user.id);
      const late = await client.upload(forwarder, completed, 'OTHER');
      expect(late.statusCode).toBe(409);
    });

    it('takes uploads in every trip status', async () => {
      for (const status of [
        OrderStatus.LOADING,
        OrderStatus.IN_TRANSIT,
        OrderStatus.UNLOADING,
        OrderStatus.DELIVERED,
        OrderStatus.PAYMENT_SENT,
      ]) {
        const order = await signedOrder();
        await forceTripStatus(ctx.app, order, status, carrier.account.user.id);
        expect((await client.upload(logistician, order, 'OTHER')).statusCode).toBe(201);
      }
    });
  });

  describe('reading files', () => {
    it("serves a file's bytes to both parties and staff, 404 to anyone else", async () => {
      const view = await client.uploaded(logistician, orderId, 'INVOICE');
      for (const account of [forwarder, employee, carrier.account, logistician, cb]) {
        const response = await client.download(account, view.file.id);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      }
      for (const account of [otherForwarder, otherCarrier.account]) {
        expect((await client.download(account, view.file.id)).statusCode).toBe(404);
      }
    });

    it("lists the order's files to its parties and staff, 404 to a third company", async () => {
      const response = await client.files(forwarder, orderId);
      expect(response.statusCode).toBe(200);
      const listed = response.json<OrderFileView[]>();
      const stored = await ctx.app.database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.orderId, orderId));
      expect(listed).toHaveLength(stored.length);
      expect((await client.files(cb, orderId)).statusCode).toBe(200);
      expect((await client.files(logistician, orderId)).statusCode).toBe(200);
      expect((await client.files(otherForwarder, orderId)).statusCode).toBe(404);
      expect((await client.files(otherCarrier.account, orderId)).statusCode).toBe(404);
    });
  });

  describe('review', () => {
    it('lets the other side reject a file with a reason; the file stays with it', async () => {
      const order = await signedOrder();
      const invoice = await client.uploaded(logistician, order, 'INVOICE');
      const response = await client.review(employee, order, invoice, 'REJECT', 'Нет печати');
      expect(response.statusCode).toBe(200);
      const trip = response.json<TripView>();
      expect(trip.orderId).toBe(order);
      expect(trip.files.find((file) => file.id === invoice.id)).toMatchObject({
        status: 'REJECTED',
        rejectionReason: 'Нет печати',
        reviewedBy: { id: employee.user.id },
        version: 2,
      });
      const bell = await ctx.app.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, carrier.account.user.id),
            eq(notifications.type, NotificationType.ORDER_FILE_REJECTED),
          ),
        );
      expect(bell.find((row) => row.link === `/view-request/${order}`)?.params).toMatchObject({
        fileType: 'INVOICE',
        reason: 'Нет печати',
      });
      const history = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order}/history`,
        headers: carrier.account.headers,
      });
      expect(
        history.json<OrderHistoryEntry[]>().some((entry) => entry.action === 'file.rejected'),
      ).toBe(true);

      const replacement = await client.uploaded(logistician, order, 'INVOICE');
      const accepted = await client.review(forwarder, order, replacement, 'ACCEPT');
      expect(accepted.statusCode).toBe(200);
      const files = accepted.json<TripView>().files.filter((file) => file.type === 'INVOICE');
      expect(files.map((file) => file.status)).toEqual(['REJECTED', 'ACCEPTED']);
    });

    it('refuses a rejection without a reason and changes nothing', async () => {
      const order = await signedOrder();
      const photo = await client.uploaded(carrier.account, order, 'CARGO_PHOTO');
      for (const reason of [undefined, '', '   ']) {
        const response = await client.review(forwarder, order, photo, 'REJECT', reason);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { reason: 'validation.reasonRequired' },
        });
      }
      const [row] = await ctx.app.database.db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.id, photo.id));
      expect(row).toMatchObject({ status: 'PENDING', version: 1, reviewedBy: null });
    });

    it("refuses the uploader's own side, a reviewed file, a wrong type and a stale version", async () => {
      const order = await signedOrder();
      const photo = await client.uploaded(carrier.account, order, 'SEAL_PHOTO');
      const ownSide = await client.review(logistician, order, photo, 'ACCEPT');
      expect(ownSide.statusCode).toBe(403);
      expect(ownSide.json()).toMatchObject({ code: 'FILE_REVIEW_OWN_SIDE' });
      const wrongType = await client.review(
        forwarder,
        order,
        { ...photo, type: 'CARGO_PHOTO' },
        'ACCEPT',
      );
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toMatchObject({ code: 'FILE_TYPE_MISMATCH' });
      const stale = await client.review(forwarder, order, { ...photo, version: 7 }, 'ACCEPT');
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
      expect((await client.review(forwarder, order, photo, 'ACCEPT')).statusCode).toBe(200);
      const again = await client.review(forwarder, order, { ...photo, version: 2 }, 'REJECT', 'x');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'FILE_ALREADY_REVIEWED' });

      const forwarderFile = await client.uploaded(forwarder, order, 'OTHER');
      expect((await client.review(employee, order, forwarderFile, 'ACCEPT')).statusCode).toBe(403);
      expect((await client.review(logistician, order, forwarderFile, 'ACCEPT')).statusCode).toBe(
        200,
      );
    });

    it('answers 404 to third companies and for a file of another order; 403 to staff', async () => {
      const order = await signedOrder();
      const other = await signedOrder();
      const photo = await client.uploaded(carrier.account, order, 'CARGO_PHOTO');
      expect((await client.review(otherForwarder, order, photo, 'ACCEPT')).statusCode).toBe(404);
      expect((await client.review(forwarder, other, photo, 'ACCEPT')).statusCode).toBe(404);
      expect((await client.review(cb, order, photo, 'ACCEPT')).statusCode).toBe(403);
    });

    it('refuses reviews once the order is completed', async () => {
      const order = await signedOrder();
      const photo = await client.uploaded(carrier.account, order, 'CARGO_PHOTO');
      await forceTripStatus(ctx.app, order, OrderStatus.COMPLETED, carrier.account.user.id);
      const response = await client.review(forwarder, order, photo, 'ACCEPT');
      expect(response.statusCode).toBe(409);
    });
  });
});
