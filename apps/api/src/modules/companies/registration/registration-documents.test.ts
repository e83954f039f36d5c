import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../../db/schema.js';
import { createTestApp, testDriver, type TestApp } from '../../../../test/test-app.js';
import {
  multipartForm,
  pdfOfSize,
  SAMPLE_EXECUTABLE,
  SAMPLE_PDF,
  SAMPLE_PNG,
  SAMPLE_TEXT,
} from '../../../../test/uploads.js';

describe(`registration documents (${testDriver})`, () => {
  let ctx: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'freight-uploads-'));
    ctx = await createTestApp({ dataDir, registrationRateLimitMax: 1000 });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/registration/documents',
      ...multipartForm(fields, file),
    });

  async function storedFileNames(): Promise<string[]> {
    const root = path.join(dataDir, 'uploads');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  async function fileRowCount(): Promise<number> {
    const [row] = await ctx.database.db.select({ total: count() }).from(files);
    return row?.total ?? 0;
  }

  it('stores a PDF and answers its id, kind, name, size and detected type', async () => {
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'Устав компании.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      kind: 'CHARTER',
      originalName: 'Устав компании.pdf',
      size: SAMPLE_PDF.length,
      contentType: 'application/pdf',
    });
    const [row] = await ctx.database.db.select().from(files).where(eq(files.id, body.id));
    expect(row?.sha256).toBe(createHash('sha256').update(SAMPLE_PDF).digest('hex'));
    expect(row?.companyId).toBeNull();
    const stored = await readFile(path.join(dataDir, 'uploads', row?.storageKey ?? 'missing'));
    expect(stored.equals(SAMPLE_PDF)).toBe(true);
  });

  it('detects the type from the content, not from what the client claims', async () => {
    const response = await upload(
      { kind: 'VAT_CERTIFICATE' },
      { filename: 'certificate.pdf', contentType: 'application/pdf', content: SAMPLE_PNG },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().contentType).toBe('image/png');
  });

  it('takes the kind field whether it comes before or after the file', async () => {
    const form = multipartForm(
      {},
      { filename: 'доверенность.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
    );
    const trailingKind = Buffer.from(
      form.payload
        .toString('latin1')
        .replace(
          /--([^\r]+)--\r\n$/,
          '--$1\r\nContent-Disposition: form-data; name="kind"\r\n\r\nPOWER_OF_ATTORNEY\r\n--$1--\r\n',
        ),
      'latin1',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/documents',
      headers: form.headers,
      payload: trailingKind,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().kind).toBe('POWER_OF_ATTORNEY');
  });

  it('refuses a renamed executable with 415 and keeps nothing of it', async () => {
    const filesBefore = await storedFileNames();
    const rowsBefore = await fileRowCount();
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'устав.pdf', contentType: 'application/pdf', content: SAMPLE_EXECUTABLE },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'This file type is not allowed',
    });
    expect(await storedFileNames()).toEqual(filesBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
  });

  it('refuses a text file named .pdf with 415', async () => {
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'charter.pdf', contentType: 'application/pdf', content: SAMPLE_TEXT },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an empty file with 415', async () => {
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) },
    );
    expect(response.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with 413 and keeps nothing of it', async () => {
    const filesBefore = await storedFileNames();
    const rowsBefore = await fileRowCount();
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'big.pdf', contentType: 'application/pdf', content: pdfOfSize(11 * 1024 * 1024) },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'The file is larger than allowed',
    });
    expect(await storedFileNames()).toEqual(filesBefore);
    expect(await fileRowCount()).toBe(rowsBefore);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const response = await upload(
      { kind: 'CHARTER' },
      { filename: 'big.pdf', contentType: 'application/pdf', content: pdfOfSize(10 * 1024 * 1024) },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().size).toBe(10 * 1024 * 1024);
  });

  it('refuses an unknown kind and removes the file it received', async () => {
    const filesBefore = await storedFileNames();
    const response = await upload(
      { kind: 'PASSPORT' },
      { filename: 'устав.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { kind: 'validation.invalid' },
    });
    expect(await storedFileNames()).toEqual(filesBefore);
  });

  it('asks for a file when the form has none', async () => {
    const response = await upload({ kind: 'CHARTER' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'validation.fileRequired' });
  });

  it('asks for a file when the request is not multipart at all', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/registration/documents',
      payload: { kind: 'CHARTER' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'validation.fileRequired' });
  });
});

describe(`registration document rate limit (${testDriver})`, () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ registrationRateLimitMax: 2 });
  });
  afterAll(() => ctx.close());

  const uploadFrom = (remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/registration/documents',
      remoteAddress,
      ...multipartForm(
        { kind: 'CHARTER' },
        { filename: 'устав.pdf', contentType: 'application/pdf', content: SAMPLE_PDF },
      ),
    });

  it('limits uploads per IP address with 429', async () => {
    expect((await uploadFrom('10.0.0.1')).statusCode).toBe(201);
    expect((await uploadFrom('10.0.0.1')).statusCode).toBe(201);
    const limited = await uploadFrom('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts. Please try again later.',
    });
    expect((await uploadFrom('10.0.0.2')).statusCode).toBe(201);
  });
});
