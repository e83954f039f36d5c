import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, driverStatusHistory, files } from '../../../db/schema.js';
import type { TestCompany } from '../../../../test/auth-helpers.js';
import { newCompanyOwner, type SignedInAccount } from '../../../../test/company-factory.js';
import {
  addDriverViaApi,
  driverForm,
  driverMultipart,
  IDENTITY_PDF,
  PHOTO,
} from '../../../../test/fleet-factory.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import {
  pdfOfSize,
  SAMPLE_EXECUTABLE,
  SAMPLE_PDF,
  SAMPLE_PNG,
  SAMPLE_TEXT,
  type UploadFile,
} from '../../../../test/uploads.js';

const ELEVEN_MB = 11 * 1024 * 1024;

describe(`driver files (${testDriver})`, () => {
  let ctx: TestApp;
  let dataDir: string;
  let carrier: SignedInAccount & { company: TestCompany };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'freight-driver-files-'));
    ctx = await createTestApp({ dataDir });
    carrier = await newCompanyOwner(ctx.app, 'CARRIER');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const submit = (
    form: ReturnType<typeof driverMultipart>,
    method: 'POST' | 'PUT' = 'POST',
    id = '',
  ) =>
    ctx.app.inject({
      method,
      url: `/api/company-drivers${id ? `/${id}` : ''}`,
      payload: form.payload,
      headers: { ...form.headers, ...carrier.headers },
    });

  async function storedFileNames(): Promise<string[]> {
    const root = path.join(dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async function rowCounts() {
    const db = ctx.database.db;
    const [driverRows, fileRows, historyRows] = await Promise.all([
      db.select({ total: count() }).from(drivers),
      db.select({ total: count() }).from(files),
      db.select({ total: count() }).from(driverStatusHistory),
    ]);
    return {
      drivers: driverRows[0]?.total,
      files: fileRows[0]?.total,
      history: historyRows[0]?.total,
    };
  }

  /** A failed addition changes nothing: no driver row, no file row, no bytes on disk. */
  async function expectNothingLeftBy<R extends { statusCode: number }>(run: () => Promise<R>) {
    const filesBefore = await storedFileNames();
    const rowsBefore = await rowCounts();
    const response = await run();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedFileNames()).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(rowsBefore);
    return response;
  }

  const photoAs = (content: Buffer, filename = 'photo.jpg'): UploadFile => ({
    filename,
    contentType: 'image/jpeg',
    content,
  });
  const pdfAs = (content: Buffer, filename = 'id.pdf'): UploadFile => ({
    filename,
    contentType: 'application/pdf',
    content,
  });

  it('keeps the bytes of both files under their detected types, readable by the carrier', async () => {
    const driver = await addDriverViaApi(ctx.app, carrier);
    const photo = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${driver.photoFileId}?disposition=inline`,
      headers: carrier.headers,
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(SAMPLE_PNG)).toBe(true);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${driver.identityPdfFileId}`,
      headers: carrier.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });

  it('accepts JPEG and WebP photos as well as PNG, whatever the name says', async () => {
    // Minimal headers that file-type recognises.
    const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600', 'hex'), Buffer.alloc(64)]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0x24, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(64),
    ]);
    for (const [content, type] of [
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      const response = await submit(
        driverMultipart(driverForm(), {
          photo: photoAs(content, 'photo.png'),
          identityPdf: IDENTITY_PDF,
        }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().photo.contentType).toBe(type);
    }
  });

  it('refuses a photo over 10 MB with 413, naming the field, and keeps nothing', async () => {
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(ELEVEN_MB - SAMPLE_PNG.length)]);
    const response = await expectNothingLeftBy(() =>
      submit(
        driverMultipart(driverForm(), {
          photo: photoAs(big, 'big.png'),
          identityPdf: IDENTITY_PDF,
        }),
      ),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than allowed',
      fields: { photo: 'validation.fileTooLarge' },
    });
  });

  it('refuses an identity PDF over 10 MB after a good photo, and removes the photo too', async () => {
    const response = await expectNothingLeftBy(() =>
      submit(
        driverMultipart(driverForm(), { photo: PHOTO, identityPdf: pdfAs(pdfOfSize(ELEVEN_MB)) }),
      ),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().fields).toEqual({ identityPdf: 'validation.fileTooLarge' });
  });

  it.each([
    [
      'a renamed executable as the identity PDF',
      { identityPdf: pdfAs(SAMPLE_EXECUTABLE, 'id.pdf') },
      'identityPdf',
    ],
    [
      'a text file as the identity PDF',
      { identityPdf: pdfAs(SAMPLE_TEXT, 'id.pdf') },
      'identityPdf',
    ],
    [
      'a renamed executable as the photo',
      { photo: photoAs(SAMPLE_EXECUTABLE, 'photo.jpg') },
      'photo',
    ],
    ['a text file as the photo', { photo: photoAs(SAMPLE_TEXT, 'photo.jpg') }, 'photo'],
    ['a PDF as the photo', { photo: photoAs(SAMPLE_PDF, 'photo.jpg') }, 'photo'],
    ['an image as the identity PDF', { identityPdf: pdfAs(SAMPLE_PNG, 'id.pdf') }, 'identityPdf'],
  ])('refuses %s with 415 and keeps nothing', async (_case, replacement, field) => {
    const response = await expectNothingLeftBy(() =>
      submit(
        driverMultipart(driverForm(), { photo: PHOTO, identityPdf: IDENTITY_PDF, ...replacement }),
      ),
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'This file type is not allowed',
      fields: { [field]: 'validation.fileType' },
    });
  });

  it('leaves no half-record when the data is invalid after both files were stored', async () => {
    const response = await expectNothingLeftBy(() =>
      submit(driverMultipart(driverForm({ lastName: 'Latin' }))),
    );
    expect(response.statusCode).toBe(400);
  });

  it('leaves no half-record when the IIN turns out to be taken', async () => {
    const existing = await addDriverViaApi(ctx.app, carrier);
    const response = await expectNothingLeftBy(() =>
      submit(driverMultipart(driverForm({ iin: existing.iin }))),
    );
    expect(response.statusCode).toBe(409);
  });

  it('leaves no half-record when a file is missing', async () => {
    const response = await expectNothingLeftBy(() =>
      submit(driverMultipart(driverForm(), { photo: PHOTO })),
    );
    expect(response.json().fields).toEqual({ identityPdf: 'validation.fileRequired' });
  });

  it('refuses a file under an unknown name and keeps nothing', async () => {
    const unknown = await expectNothingLeftBy(() =>
      submit(driverMultipart(driverForm(), { photo: PHOTO, passport: IDENTITY_PDF })),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ passport: 'validation.invalid' });
  });

  it('replaces a file on edit, keeping the old one stored and the record of it', async () => {
    const driver = await addDriverViaApi(ctx.app, carrier);
    const { iin: _iin, ...fields } = driverForm();
    const newScan = pdfAs(Buffer.concat([SAMPLE_PDF, Buffer.from('% new scan\n')]), 'новый.pdf');
    const response = await submit(
      driverMultipart({ ...fields, version: 1 }, { identityPdf: newScan }),
      'PUT',
      driver.id,
    );
    expect(response.statusCode).toBe(200);
    const updated = response.json();
    expect(updated.identityPdf.originalName).toBe('новый.pdf');
    expect(updated.identityPdfFileId).not.toBe(driver.identityPdfFileId);
    expect(updated.photoFileId).toBe(driver.photoFileId);
    const old = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${driver.identityPdfFileId}`,
      headers: carrier.headers,
    });
    expect(old.statusCode).toBe(200);
    const stored = await ctx.database.db.select().from(files);
    const record = stored.find((file) => file.id === updated.identityPdfFileId);
    const bytes = await readFile(path.join(dataDir, 'uploads', record?.storageKey ?? 'missing'));
    expect(bytes.equals(newScan.content)).toBe(true);
  });

  it('leaves the driver and the store as they were when an edit is refused', async () => {
    const driver = await addDriverViaApi(ctx.app, carrier);
    const { iin: _iin, ...fields } = driverForm();
    const response = await expectNothingLeftBy(() =>
      submit(driverMultipart({ ...fields, version: 7 }, { photo: PHOTO }), 'PUT', driver.id),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('VERSION_CONFLICT');
  });
});
