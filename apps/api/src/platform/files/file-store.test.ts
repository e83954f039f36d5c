import { ContentType, IMAGE_CONTENT_TYPES, PDF_CONTENT_TYPES } from '@freight/shared';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDriver, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_EXECUTABLE, SAMPLE_PDF, SAMPLE_PNG } from '../../../test/uploads.js';
import { fileBlobs } from '../../db/schema.js';
import { contentDisposition } from './download.js';
import { createLocalFileStore, type FileStore } from './file-store.js';
import { createPostgresFileStore } from './postgres-file-store.js';
import { cleanFileName, keepBlobIfRecorded, storeBlob } from './upload.js';

/** A store under test and a look at what it holds, whatever the medium. */
interface StoreUnderTest {
  store: FileStore;
  /** One entry per stored object, complete or not. */
  storedFiles(): Promise<string[]>;
}

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const stores: [string, () => Promise<StoreUnderTest & { dispose(): Promise<void> }>][] = [
  [
    'local',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'freight-store-'));
      return {
        store: createLocalFileStore(root),
        async storedFiles() {
          const entries = await readdir(root, { recursive: true, withFileTypes: true });
          return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
        },
        dispose: () => rm(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    `postgres (${testDriver})`,
    async () => {
      const db = ctx.database.db;
      await db.delete(fileBlobs);
      return {
        store: createPostgresFileStore(db),
        storedFiles: async () => (await db.select().from(fileBlobs)).map((blob) => blob.key),
        dispose: async () => {},
      };
    },
  ],
];

describe.each(stores)('the %s file store and the upload checks', (_name, open) => {
  let store: FileStore;
  let underTest: StoreUnderTest & { dispose(): Promise<void> };
  const storedFiles = () => underTest.storedFiles();

  beforeEach(async () => {
    underTest = await open();
    store = underTest.store;
  });
  afterEach(() => underTest.dispose());

  it('writes, reads back and removes bytes under a generated key', async () => {
    const key = await store.put(Readable.from([Buffer.from('hello '), Buffer.from('store')]));
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    const stream = await store.open(key);
    expect(stream && (await text(stream))).toBe('hello store');
    await store.remove(key);
    expect(await store.open(key)).toBeNull();
    await expect(store.remove(key)).resolves.toBeUndefined();
  });

  it('streams a file of many chunks back byte for byte', async () => {
    const bytes = Buffer.alloc(700 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
    const pieces = Array.from({ length: 70 }, (_, i) => bytes.subarray(i * 10240, (i + 1) * 10240));
    const key = await store.put(Readable.from(pieces));
    const stream = await store.open(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('never opens or removes a path that is not one of its keys', async () => {
    expect(await store.open('../../etc/passwd')).toBeNull();
    expect(await store.open('2025/01/not-a-key')).toBeNull();
    await expect(store.remove('../outside')).resolves.toBeUndefined();
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put(failing)).rejects.toThrow('connection reset');
    expect(await storedFiles()).toEqual([]);
  });

  it('stores an allowed file with its detected type, size and SHA-256', async () => {
    const blob = await storeBlob(store, Readable.from([SAMPLE_PDF]), 'dir/../Устав.pdf', {
      allowedContentTypes: PDF_CONTENT_TYPES,
    });
    expect(blob).toMatchObject({
      originalName: 'Устав.pdf',
      contentType: ContentType.PDF,
      size: SAMPLE_PDF.length,
      sha256: createHash('sha256').update(SAMPLE_PDF).digest('hex'),
    });
  });

  it('checks the content against the allowed types the caller names', async () => {
    const asImage = storeBlob(store, Readable.from([SAMPLE_PDF]), 'photo.jpg', {
      allowedContentTypes: IMAGE_CONTENT_TYPES,
    });
    await expect(asImage).rejects.toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', status: 415 });
    const executable = storeBlob(store, Readable.from([SAMPLE_EXECUTABLE]), 'setup.pdf', {
      allowedContentTypes: PDF_CONTENT_TYPES,
    });
    await expect(executable).rejects.toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
    const image = await storeBlob(store, Readable.from([SAMPLE_PNG]), 'photo.png', {
      allowedContentTypes: IMAGE_CONTENT_TYPES,
    });
    expect(image.contentType).toBe(ContentType.PNG);
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses a stream longer than the limit and keeps nothing of it', async () => {
    const chunks = Array.from({ length: 8 }, () => Buffer.alloc(1024, 0x20));
    chunks[0] = Buffer.concat([SAMPLE_PDF, Buffer.alloc(1024 - SAMPLE_PDF.length, 0x20)]);
    const result = storeBlob(store, Readable.from(chunks), 'big.pdf', {
      allowedContentTypes: PDF_CONTENT_TYPES,
      maxBytes: 4 * 1024,
    });
    await expect(result).rejects.toMatchObject({ code: 'FILE_TOO_LARGE', status: 413 });
    expect(await storedFiles()).toEqual([]);
  });

  it('removes a stored blob when recording it fails', async () => {
    const blob = await storeBlob(store, Readable.from([SAMPLE_PDF]), 'a.pdf', {
      allowedContentTypes: PDF_CONTENT_TYPES,
    });
    await expect(
      keepBlobIfRecorded(store, blob, () => Promise.reject(new Error('insert failed'))),
    ).rejects.toThrow('insert failed');
    expect(await storedFiles()).toEqual([]);
  });

  it('cleans file names and builds a Content-Disposition that survives Cyrillic', () => {
    expect(cleanFileName('C:\\Users\\me\\scan\u0000.pdf')).toBe('scan.pdf');
    expect(cleanFileName('')).toBe('file');
    // Kept to 200 UTF-16 units from the end: the cut falls inside a pair, whose half goes.
    expect(cleanFileName(`${'😀'.repeat(120)}x.pdf`)).toBe(`${'😀'.repeat(97)}x.pdf`);
    expect(cleanFileName('a\uD800.pdf')).toBe('a.pdf');
    expect(contentDisposition('inline', 'Устав "ТОО".pdf')).toBe(
      `inline; filename="_____ _____.pdf"; filename*=UTF-8''${encodeURIComponent('Устав "ТОО".pdf')}`,
    );
  });
});
