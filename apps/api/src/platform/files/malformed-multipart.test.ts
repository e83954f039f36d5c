import { Role, ValidationMessage } from '@freight/shared';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, signIn } from '../../../test/auth-helpers.js';
import { newCompanyOwner, type SignedInAccount } from '../../../test/company-factory.js';
import { driverForm, IDENTITY_PDF, PHOTO } from '../../../test/fleet-factory.js';
import { withFleet } from '../../../test/order-factory.js';
import { rowCounts } from '../../../test/row-counts.js';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { orderWithSignedContract } from '../../../test/trip-factory.js';
import {
  multipartFormWithFiles,
  SAMPLE_PDF,
  SAMPLE_PNG,
  type UploadFile,
} from '../../../test/uploads.js';

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

/** Text PostgreSQL cannot store; the lone surrogate reaches the server in a UTF-16 part. */
const UNSTORABLE: readonly { name: string; text: string }[] = [
  { name: 'a NUL', text: 'a\u0000b' },
  { name: 'a lone surrogate', text: 'a\uD800b' },
];

const PDF: UploadFile = { filename: 'a.pdf', contentType: 'application/pdf', content: SAMPLE_PDF };
const LOGO: UploadFile = { filename: 'logo.png', contentType: 'image/png', content: SAMPLE_PNG };

/** A multipart route with text fields, and a form for it whose field `field` holds `text`. */
interface TextFieldRoute {
  method: 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  field: string;
  form(text: string): { fields: Record<string, string>; files: Record<string, UploadFile> };
}

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

describe(`multipart text PostgreSQL cannot store gets a 400 (${testDriver})`, () => {
  const dataDir = `/tmp/freight-test-unstorable-multipart-${process.pid}`;
  let ctx: TestApp;
  let routes: TextFieldRoute[];

  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 10_000, dataDir });
    const carrier = await withFleet(ctx.app, await newCompanyOwner(ctx.app, 'CARRIER'));
    const forwarder = await newCompanyOwner(ctx.app, 'FORWARDER');
    const admin = bearer(
      (await signIn(ctx.app, await createAccount(ctx.database.db, Role.ADMIN))).accessToken,
    );
    const orderId = (await orderWithSignedContract(ctx.app, forwarder, carrier)).id;
    const driverFiles = { photo: PHOTO, identityPdf: IDENTITY_PDF };
    routes = [
      {
        method: 'POST',
        url: '/api/registration/documents',
        headers: {},
        field: 'kind',
        form: (text) => ({ fields: { kind: text }, files: { file: PDF } }),
      },
      {
        method: 'POST',
        url: `/api/orders/${orderId}/files`,
        headers: forwarder.headers,
        field: 'type',
        form: (text) => ({ fields: { type: text }, files: { file: PDF } }),
      },
      {
        method: 'POST',
        url: '/api/company-drivers',
        headers: carrier.account.headers,
        field: 'data',
        form: (text) => ({ fields: { data: text }, files: driverFiles }),
      },
      {
        // The form's JSON may escape what the field itself could not carry.
        method: 'POST',
        url: '/api/company-drivers',
        headers: carrier.account.headers,
        field: 'lastName',
        form: (text) => ({
          fields: { data: JSON.stringify(driverForm({ lastName: text })) },
          files: driverFiles,
        }),
      },
      {
        method: 'PUT',
        url: `/api/company-drivers/${carrier.driver.id}`,
        headers: carrier.account.headers,
        field: 'firstName',
        form: (text) => ({
          fields: { data: JSON.stringify({ ...driverForm({ firstName: text }), version: 1 }) },
          files: { photo: PHOTO },
        }),
      },
      {
        method: 'POST',
        url: '/api/admin/partners',
        headers: admin,
        field: 'name',
        form: (text) => ({ fields: { name: text, url: '' }, files: { logo: LOGO } }),
      },
      {
        method: 'POST',
        url: '/api/admin/partners',
        headers: admin,
        field: 'url',
        form: (text) => ({ fields: { name: 'Partner', url: text }, files: { logo: LOGO } }),
      },
    ];
  });
  afterAll(() => ctx.close());

  // The limits count requests, refused ones too; every other table and the store must stay.
  const counts = async () => ({
    rows: await rowCounts(ctx.database, ['rate_limit_counters']),
    storedFiles: (await readdir(dataDir, { recursive: true, withFileTypes: true })).filter(
      (entry) => entry.isFile(),
    ).length,
  });

  for (const { name, text } of UNSTORABLE) {
    for (const filesFirst of [false, true]) {
      const order = filesFirst ? 'after the files' : 'before the files';
      it(`refuses ${name} in a text field ${order} on every form, naming the field`, async () => {
        const before = await counts();
        expect(before.rows).toHaveProperty('files');
        for (const route of routes) {
          const { fields, files } = route.form(text);
          const body = multipartFormWithFiles(fields, files, { filesFirst });
          const response = await ctx.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...route.headers, ...body.headers },
            payload: body.payload,
          });
          const label = `${route.method} ${route.url} ${route.field}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toEqual({
            code: 'VALIDATION_FAILED',
            message: expect.any(String),
            fields: { [route.field]: ValidationMessage.UNSTORABLE_TEXT },
          });
        }
        expect(await counts()).toEqual(before);
      });
    }
  }
});
