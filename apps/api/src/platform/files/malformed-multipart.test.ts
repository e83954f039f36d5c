import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';

/** Bodies a broken client or a prober sends: each must be refused with 400, never a 500. */
const MALFORMED: readonly { name: string; contentType: string; payload: string }[] = [
  { name: 'no boundary', contentType: 'multipart/form-data', payload: 'abc' },
  {
    name: 'a malformed part header',
    contentType: 'multipart/form-data; boundary=XYZ',
    payload: '--XYZ\r\nno header here\r\n\r\nvalue\r\n--XYZ--\r\n',
  },
  {
    // The body ends inside the file: no closing boundary ever comes.
    name: 'a body truncated inside a file',
    contentType: 'multipart/form-data; boundary=XYZ',
    payload:
      '--XYZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\nCHARTER\r\n' +
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n' +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%\u00e2\u00e3 a truncated docu',
  },
  {
    name: 'a body truncated inside a part header',
    contentType: 'multipart/form-data; boundary=XYZ',
    payload: '--XYZ\r\nContent-Disposition: form-data; name="fi',
  },
  {
    name: 'garbage after a boundary',
    contentType: 'multipart/form-data; boundary=XYZ',
    payload: '--XYZ\u0000\u0001\u0002garbage',
  },
];

describe(`malformed multipart bodies get a 400 (${testDriver})`, () => {
  let ctx: TestApp;
  let carrier: SignedInAccount;

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000 });
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(() => ctx.close());

  for (const { name, contentType, payload } of MALFORMED) {
    it(`refuses ${name} on registration, its documents and the driver form, at once`, async () => {
      const targets = [
        { method: 'POST' as const, url: '/api/registration/documents', headers: {} },
        { method: 'POST' as const, url: '/api/company-drivers', headers: carrier.headers },
        { method: 'POST' as const, url: '/api/driver-companies/registration', headers: {} },
      ];
      for (const target of targets) {
        const response = await ctx.app.inject({
          method: target.method,
          url: target.url,
          headers: { ...target.headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, target.url).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  }
});
