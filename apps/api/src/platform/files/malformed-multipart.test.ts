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
    it(`refuses ${name} on registration documents and on the driver form`, async () => {
      const targets = [
        { method: 'POST' as const, url: '/api/registration/documents', headers: {} },
        { method: 'POST' as const, url: '/api/company-drivers', headers: carrier.headers },
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
