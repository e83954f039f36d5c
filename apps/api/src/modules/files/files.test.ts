import { Role } from '@freight/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newCompanyOwner,
  newCompanyStaff,
  newPlatformAccount,
  registerCompanyViaApi,
  underReview,
  uploadRegistrationDocument,
  type SignedInAccount,
} from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../../test/uploads.js';

describe(`file downloads (${testDriver})`, () => {
  let ctx: TestApp;
  let cb: SignedInAccount;
  let registered: Awaited<ReturnType<typeof registerCompanyViaApi>>;
  let documentId: string;

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
    cb = await newPlatformAccount(ctx.app, Role.CB);
    registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
    documentId = registered.request.documents.CHARTER;
  });
  afterAll(() => ctx.close());

  const download = (id: string, account?: SignedInAccount, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/files/${id}${query}`,
      ...(account ? { headers: account.headers } : {}),
    });

  it('gives the security service the bytes with the detected type and the original name', async () => {
    const response = await download(documentId, cb);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('устав.pdf')}`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('shows a file inline when asked', async () => {
    const response = await download(documentId, cb, '?disposition=inline');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('serves images with their detected type', async () => {
    const owner = await registerCompanyViaApi(ctx.app, 'CARRIER');
    const scan = await uploadRegistrationDocument(ctx.app, 'VAT_CERTIFICATE', {
      filename: 'scan.jpg',
      contentType: 'image/jpeg',
      content: SAMPLE_PNG,
    });
    expect(scan.contentType).toBe('image/png');
    const attached = await ctx.app.inject({
      method: 'POST',
      url: `/api/cb/companies/${owner.companyId}/reject`,
      headers: cb.headers,
      payload: { version: 1, comment: 'Нужна справка НДС' },
    });
    expect(attached.statusCode).toBe(200);
    const rejectedOwner = await underReview(ctx.app, owner.owner);
    const resubmitted = await ctx.app.inject({
      method: 'PUT',
      url: '/api/registration',
      headers: rejectedOwner.headers,
      payload: {
        ...owner.request,
        documents: { CHARTER: owner.request.documents.CHARTER, VAT_CERTIFICATE: scan.id },
        version: 2,
      },
    });
    expect(resubmitted.statusCode).toBe(200);
    const response = await download(scan.id, rejectedOwner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it("lets moderators and admins read a company's documents", async () => {
    for (const role of [Role.MODERATOR, Role.ADMIN] as const) {
      const staff = await newPlatformAccount(ctx.app, role);
      expect((await download(documentId, staff)).statusCode).toBe(200);
    }
  });

  it("lets the company's own people read its documents, also while under review", async () => {
    expect((await download(documentId, registered.owner)).statusCode).toBe(200);
    const reviewing = await underReview(ctx.app, registered.owner);
    expect((await download(documentId, reviewing)).statusCode).toBe(200);
  });

  it("answers 404, not 403, to another company's owner and employee", async () => {
    const other = await newCompanyOwner(ctx.app, 'FORWARDER');
    const otherEmployee = await newCompanyStaff(ctx.app, other.company);
    const carrier = await newCompanyOwner(ctx.app, 'CARRIER');
    for (const account of [other, otherEmployee, carrier]) {
      const response = await download(documentId, account);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Nothing found for the request',
      });
    }
  });

  it('answers 404 to company users for a staged document no company claimed yet', async () => {
    const staged = await uploadRegistrationDocument(ctx.app);
    const owner = await newCompanyOwner(ctx.app, 'FORWARDER');
    expect((await download(staged.id, owner)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown file and 401 without a token', async () => {
    expect((await download('00000000-0000-4000-8000-000000000000', cb)).statusCode).toBe(404);
    expect((await download(documentId)).statusCode).toBe(401);
  });
});
