import type { DocumentPage, TripView, VerificationResult } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { withFleet, type CarrierWithFleet } from '../../../test/order-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { orderWithSignedContract } from '../../../test/trip-factory.js';
import { departedOrder } from '../../../test/trip-steps.js';
import { readPdfText, withoutWhitespace } from './pdf/read-pdf.js';

const CMR_STATEMENT_RU = withoutWhitespace(
  'подчиняется положениям Конвенции о договоре международной дорожной перевозки грузов (КДПГ/CMR)',
);

describe(`consignment notes (${testDriver})`, () => {
  let ctx: TestApp;
  let forwarder: SignedInAccount;
  let carrier: CarrierWithFleet;

  beforeAll(async () => {
    ctx = await createTestApp();
    forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
  });
  afterAll(() => ctx.close());

  const download = (account: SignedInAccount, documentId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/documents/${documentId}/file`,
      headers: account.headers,
    });

  async function noteText(account: SignedInAccount, view: TripView): Promise<string> {
    const file = await download(account, view.consignmentNote!.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    return withoutWhitespace((await readPdfText(new Uint8Array(file.rawPayload))).join('\n'));
  }

  it('issues a waybill without the CMR statement at departure on a domestic route', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier);
    const view = await departedOrder(ctx.app, carrier.account, order.id, 'KZ 7770001');
    const note = view.consignmentNote!;
    expect(note).toMatchObject({
      kind: 'CONSIGNMENT_NOTE',
      state: 'ISSUED',
      versionNo: 1,
      languages: 'ru',
      orderNumber: order.number,
      forwarderCompany: { id: forwarder.company!.id },
      carrierCompany: { id: carrier.account.company!.id },
    });

    const text = await noteText(carrier.account, view);
    expect(text).toContain(withoutWhitespace('ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ'));
    expect(text).toContain(withoutWhitespace(order.number));
    expect(text).toContain(withoutWhitespace('Пломба № KZ 7770001'));
    expect(text).toContain(withoutWhitespace('Керамическая плитка'));
    expect(text).toContain(withoutWhitespace(carrier.vehicle.plateNumber));
    expect(text).not.toContain('CMR');

    // Listed for both sides, verifiable by anyone, hidden from a third company.
    for (const account of [forwarder, carrier.account]) {
      const page = await ctx.app.inject({
        method: 'GET',
        url: `/api/documents?orderNumber=${order.number}&kind=CONSIGNMENT_NOTE`,
        headers: account.headers,
      });
      expect(page.json<DocumentPage>().items.map((item) => item.id)).toEqual([note.id]);
    }
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/documents/verify',
      payload: { sha256: note.sha256 },
    });
    expect(verified.json<VerificationResult>()).toMatchObject({
      matched: true,
      document: { kind: 'CONSIGNMENT_NOTE', orderNumber: order.number, state: 'ISSUED' },
    });

    const outsider = await newCompanyOwner(ctx.app, 'CARRIER');
    expect((await download(outsider, note.id)).statusCode).toBe(404);
    const outsiderPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/documents?orderNumber=${order.number}`,
      headers: outsider.headers,
    });
    expect(outsiderPage.json<DocumentPage>().items).toEqual([]);
  });

  it('issues a CMR note with the art. 6(1)(k) statement on an international route', async () => {
    const order = await orderWithSignedContract(ctx.app, forwarder, carrier, {
      transportationType: 'INTERNATIONAL',
    });
    const view = await departedOrder(ctx.app, carrier.account, order.id, 'CN-55821');

    const text = await noteText(forwarder, view);
    expect(text).toContain(withoutWhitespace('МЕЖДУНАРОДНАЯ ТОВАРНО-ТРАНСПОРТНАЯ НАКЛАДНАЯ CMR'));
    expect(text).toContain(CMR_STATEMENT_RU);
    expect(text).toContain(withoutWhitespace(order.number));
    expect(text).toContain(withoutWhitespace('Пломба № CN-55821'));
  });
});
