import { Role } from '@freight/shared';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../web/build/precompress.js';
import { IMMUTABLE, REVALIDATE } from '../src/platform/http/web-assets.js';
import { newPlatformAccount, registerCompanyViaApi } from './company-factory.js';
import { createTestApp, testDriver, type TestApp } from './test-app.js';
import { SAMPLE_PDF } from './uploads.js';

/**
 * A tiny web build, compressed by the build's own function, so these tests need no
 * `npm run build`: what the server does with the files is under test, not Vite.
 */
const filler = (label: string) => `/* ${label} */\n`.repeat(200);
const FIXTURE_FILES = {
  'index.html': `<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div><!-- ${filler('shell')} --></body></html>`,
  'assets/index-3f9a1c.js': `export const app = 'freight';\n${filler('bundle')}`,
  'assets/tiny-77aa01.js': 'export {};\n',
  'locales/en/common.json': JSON.stringify({ text: filler('common') }),
  'sw.js': `self.addEventListener('fetch', () => {});\n${filler('worker')}`,
  'manifest.webmanifest': JSON.stringify({ name: 'Freight', description: filler('manifest') }),
} as const satisfies Record<string, string>;

describe(`web assets served by the app (${testDriver})`, () => {
  let ctx: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    for (const [name, content] of Object.entries(FIXTURE_FILES)) {
      mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
      writeFileSync(path.join(distDir, name), content);
    }
    await precompressDirectory(distDir);
    ctx = await createTestApp({ webDistDir: distDir, registrationRateLimitMax: 10_000 });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  const bundle = FIXTURE_FILES['assets/index-3f9a1c.js'];

  it('answers a hashed asset in brotli to a client that accepts it', async () => {
    const response = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 4);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(bundle);
  });

  it('answers identity to a client that accepts no compression', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await get('/assets/index-3f9a1c.js', headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(bundle);
    }
  });

  it('sends a file too small to be worth compressing as it is', async () => {
    const response = await get('/assets/tiny-77aa01.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(FIXTURE_FILES['assets/tiny-77aa01.js']);
  });

  it('has index.html, translations, the service worker and the manifest revalidated by ETag', async () => {
    for (const url of [
      '/index.html',
      '/locales/en/common.json',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
      expect(response.headers['content-encoding'], url).toBe('br');
      const etag = response.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await get(url, {
        'accept-encoding': 'br, gzip',
        'if-none-match': String(etag),
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers client-side routes with the app, revalidated and compressed', async () => {
    const response = await get('/requests', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(gunzipSync(response.rawPayload).toString()).toBe(FIXTURE_FILES['index.html']);
  });

  it('never serves the compressed copies by their own names', async () => {
    expect((await get('/assets/index-3f9a1c.js.br')).headers['content-type']).toMatch(/text\/html/);
    const api = await get('/api/no-such-thing.br');
    expect(api.statusCode).toBe(404);
  });

  it('compresses JSON answers above 1 kB, in the encoding the client prefers', async () => {
    const brotli = await get('/api/docs/json', { 'accept-encoding': 'gzip, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);

    const gzip = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a signed-in JSON list, and not an answer under 1 kB', async () => {
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    for (let company = 0; company < 4; company += 1)
      await registerCompanyViaApi(ctx.app, 'CARRIER');
    const list = await get('/api/cb/companies', { ...cb.headers, 'accept-encoding': 'br, gzip' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as {
      items: unknown[];
    };
    expect(body.items.length).toBeGreaterThanOrEqual(4);

    const small = await get('/api/no-such-route', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('streams stored files as they were uploaded, whatever the client accepts', async () => {
    const cb = await newPlatformAccount(ctx.app, Role.CB);
    const registered = await registerCompanyViaApi(ctx.app, 'FORWARDER');
    const response = await get(`/api/files/${registered.request.documents.CHARTER}`, {
      ...cb.headers,
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(SAMPLE_PDF.length));
    expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
  });
});
